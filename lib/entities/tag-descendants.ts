import { db } from "@/lib/db/client";
import { inBatches } from "./batches";

/** Tag trees are shallow (depth ≤ 5); this bound only guards against a cycle in bad data. */
const MAX_LEVELS = 32;

/** The given tag ids plus every descendant tag of the group, one query per tree level. */
export async function withDescendantTags(groupId: string, tagIds: string[]): Promise<string[]> {
  const all = new Set(tagIds);
  let frontier = [...all];
  for (let level = 0; level < MAX_LEVELS && frontier.length > 0; level++) {
    const children = await inBatches(frontier, (batch) =>
      db().tag.findMany({ where: { groupId, parentId: { in: batch } }, select: { id: true } }),
    );
    frontier = children.map((child) => child.id).filter((id) => !all.has(id));
    for (const id of frontier) all.add(id);
  }
  return [...all];
}
