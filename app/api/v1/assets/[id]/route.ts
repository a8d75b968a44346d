import { findByAssetId } from "@/lib/entities/find-by-asset-id";
import { apiRoute } from "@/lib/http/api-route";
import { assetParams, pageQuery } from "@/lib/schemas/entities";

export const GET = apiRoute(
  { access: "tenant", params: assetParams, query: pageQuery },
  ({ tenant, params, query }) => findByAssetId(tenant, params.id, query),
);
