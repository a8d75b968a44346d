import { findByAssetId } from "@/lib/entities/find-by-asset-id";
import { apiRoute } from "@/lib/http/api-route";
import { assetParams, entityPageOut, pageQuery } from "@/lib/schemas/entities";

export const GET = apiRoute(
  {
    access: "tenant",
    params: assetParams,
    query: pageQuery,
    summary: "Find the entity with an asset ID, as a page",
    response: entityPageOut,
  },
  ({ tenant, params, query }) => findByAssetId(tenant, params.id, query),
);
