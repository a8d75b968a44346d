import { apiRoute } from "@/lib/http/api-route";
import { publicBaseUrl } from "@/lib/http/client-address";
import { entityLabel } from "@/lib/labels/entity-label";
import { assetLabelParams, labelQuery } from "@/lib/schemas/labels";

export const GET = apiRoute(
  {
    access: "tenant",
    params: assetLabelParams,
    query: labelQuery,
    summary: "Label (PNG) of the entity with an asset id such as 000-001",
    responseMediaType: "image/png",
    // `?print=true` answers `Printed!` as text instead, as HomeBox does.
  },
  ({ tenant, params, query, request }) =>
    entityLabel(tenant, { assetId: params.id }, publicBaseUrl(request), query.print),
);
