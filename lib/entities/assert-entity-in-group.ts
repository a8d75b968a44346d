import type { TenantContext } from "@/lib/auth/principal";
import { db, type Tx } from "@/lib/db/client";
import { notFound } from "@/lib/errors/domain-error";

/**
 * Throws 404 unless the entity exists in the caller's group (another group's entity is "not
 * found" too). Pass a transaction client to check inside a transaction.
 */
export async function assertEntityInGroup(
  ctx: TenantContext,
  entityId: string,
  client: Tx = db(),
): Promise<void> {
  const entity = await client.entity.findFirst({
    where: { id: entityId, groupId: ctx.groupId },
    select: { id: true },
  });
  if (!entity) throw notFound();
}
