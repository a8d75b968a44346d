import { apiRoute } from "@/lib/http/api-route";
import { publicBaseUrl } from "@/lib/http/client-address";
import { entityLabel } from "@/lib/labels/entity-label";
import { entityLabelParams, labelQuery } from "@/lib/schemas/labels";

export const GET = apiRoute(
  {
    access: "tenant",
    params: entityLabelParams,
    query: labelQuery,
    summary: "Label (PNG) of an entity: QR code of its page, name, asset id, location",
    responseMediaType: "image/png",
    // `?print=true` answers `Printed!` as text instead, as HomeBox does.
  },
  ({ tenant, params, query, request }) =>
    entityLabel(tenant, { id: params.id }, publicBaseUrl(request), query.print),
);
