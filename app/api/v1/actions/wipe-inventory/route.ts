import { wipeInventory } from "@/lib/collection/wipe-inventory";
import { apiRoute } from "@/lib/http/api-route";
import { wipeInventoryOptions } from "@/lib/schemas/collection";
import { actionAmountOut } from "@/lib/schemas/entities";

export const POST = apiRoute(
  {
    access: "tenant",
    role: "owner",
    body: wipeInventoryOptions,
    summary: "Delete every item (and, by flag, the locations, tags and maintenance entries)",
    response: actionAmountOut,
  },
  ({ tenant, body }) => wipeInventory(tenant, body),
);
