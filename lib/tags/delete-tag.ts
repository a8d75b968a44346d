import type { TenantContext } from "@/lib/auth/principal";
import { db } from "@/lib/db/client";
import { notFound } from "@/lib/errors/domain-error";
import { recordEvents } from "@/lib/events/record-events";

/**
 * Deletes the tag. The schema does the rest: its children become roots (SetNull) and it leaves
 * every entity and template (cascade on the join tables).
 */
export async function deleteTag(ctx: TenantContext, id: string): Promise<void> {
  await db().$transaction(async (tx) => {
    const { count } = await tx.tag.deleteMany({ where: { id, groupId: ctx.groupId } });
    if (count === 0) throw notFound();
    await recordEvents(tx, ctx, [{ type: "tag.deleted" }]);
  });
}
