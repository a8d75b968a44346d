import type { TenantContext } from "@/lib/auth/principal";
import { db } from "@/lib/db/client";

/** How many entities carry each tag of the group (tags on nothing are left out: 0). */
export async function countEntitiesPerTag(ctx: TenantContext): Promise<Record<string, number>> {
  const tags = await db().tag.findMany({
    where: { groupId: ctx.groupId, entities: { some: {} } },
    select: { id: true, _count: { select: { entities: true } } },
  });
  return Object.fromEntries(tags.map((tag) => [tag.id, tag._count.entities]));
}
