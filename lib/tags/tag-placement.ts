import type { Tx } from "@/lib/db/client";
import { invalidField, notFound } from "@/lib/errors/domain-error";
import { measureSubtreeHeight, placementMessages, placementProblem, walkAncestry } from "./tag-tree";

/**
 * Refuses a parent that is not a tag of the group (404), would put a tag under itself (422) or would
 * make the tree deeper than allowed (422). `movingId` is null for a tag being created.
 */
export async function assertTagPlacement(tx: Tx, groupId: string, movingId: string | null, parentId: string) {
  const parent = await tx.tag.findFirst({
    where: { id: parentId, groupId },
    select: { id: true, parentId: true },
  });
  if (!parent) throw notFound();
  const ancestry = await walkAncestry(parent.id, async (id) => {
    if (id === parent.id) return parent.parentId;
    const row = await tx.tag.findFirst({ where: { id, groupId }, select: { parentId: true } });
    return row?.parentId ?? null;
  });
  const height =
    movingId === null
      ? 1
      : await measureSubtreeHeight(movingId, async (parentIds) => {
          const children = await tx.tag.findMany({
            where: { groupId, parentId: { in: parentIds } },
            select: { id: true },
          });
          return children.map((child) => child.id);
        });
  const problem = placementProblem(movingId, ancestry, height);
  if (problem) throw invalidField("parentId", placementMessages[problem]);
}
