import { ensureAssetIds } from "@/lib/entities/ensure-asset-ids";
import { apiRoute } from "@/lib/http/api-route";

export const POST = apiRoute({ access: "tenant" }, ({ tenant }) => ensureAssetIds(tenant));
