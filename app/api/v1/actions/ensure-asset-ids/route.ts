import { ensureAssetIds } from "@/lib/entities/ensure-asset-ids";
import { apiRoute } from "@/lib/http/api-route";
import { actionAmountOut } from "@/lib/schemas/entities";

export const POST = apiRoute(
  {
    access: "tenant",
    summary: "Give every entity without an asset ID the next free one",
    response: actionAmountOut,
  },
  ({ tenant }) => ensureAssetIds(tenant),
);
