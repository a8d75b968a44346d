import type { TenantContext } from "@/lib/auth/principal";
import { notFound } from "@/lib/errors/domain-error";
import type { EntityPathItem } from "@/lib/schemas/entities";
import { ancestorChain } from "./entity-ancestors";

/** `GET /v1/entities/{id}/path`: from the root down to the entity itself. */
export async function entityPath(ctx: TenantContext, id: string): Promise<EntityPathItem[]> {
  const chain = await ancestorChain(ctx.groupId, id);
  if (chain.length === 0) throw notFound();
  return chain
    .slice()
    .reverse()
    .map((link) => ({ type: link.isLocation ? "location" : "item", id: link.id, name: link.name }));
}
