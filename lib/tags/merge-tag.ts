import type { TenantContext } from "@/lib/auth/principal";
import type { Tx } from "@/lib/db/client";
import { recordEvents } from "@/lib/events/record-events";
import { serializableTransaction } from "@/lib/db/serializable-transaction";
import { invalidField, notFound } from "@/lib/errors/domain-error";
import type { TagOut } from "@/lib/schemas/tags";
import { toTagOut } from "./tag-out";
import { MAX_TAG_DEPTH, measureSubtreeHeight, walkAncestry } from "./tag-tree";

/** Rows created per statement: keeps each INSERT well under the databases' parameter limits. */
const CHUNK = 500;

async function chunked<T>(rows: T[], write: (chunk: T[]) => Promise<unknown>) {
  for (let start = 0; start < rows.length; start += CHUNK) await write(rows.slice(start, start + CHUNK));
}

/** Refuses a merge that would close a cycle (into itself or its own descendant) or nest too deep. */
async function assertMergeable(tx: Tx, groupId: string, sourceId: string, targetId: string) {
  if (sourceId === targetId) throw invalidField("intoId", "must be another tag than the one merged");
  const ancestry = await walkAncestry(targetId, async (id) => {
    const row = await tx.tag.findFirst({ where: { id, groupId }, select: { parentId: true } });
    return row?.parentId ?? null;
  });
  if (ancestry.chain.includes(sourceId)) {
    throw invalidField("intoId", "must not be a descendant of the tag merged");
  }
  // The source's children hang one level under the target afterwards: the source's own level goes.
  const height = await measureSubtreeHeight(sourceId, async (parentIds) => {
    const children = await tx.tag.findMany({
      where: { groupId, parentId: { in: parentIds } },
      select: { id: true },
    });
    return children.map((child) => child.id);
  });
  if (!ancestry.complete || ancestry.chain.length + height - 1 > MAX_TAG_DEPTH) {
    throw invalidField("intoId", `would nest tags deeper than ${MAX_TAG_DEPTH} levels`);
  }
}

/**
 * Merges tag `sourceId` into `targetId`, all or nothing: every entity and template tagged with the
 * source gets the target, the source's children move under the target, then the source is deleted
 * (its own join rows go with it). Either tag outside the caller's group is 404.
 */
export async function mergeTag(ctx: TenantContext, sourceId: string, targetId: string): Promise<TagOut> {
  const groupId = ctx.groupId;
  return serializableTransaction(async (tx) => {
    const [source, target] = await Promise.all([
      tx.tag.findFirst({ where: { id: sourceId, groupId }, select: { id: true } }),
      tx.tag.findFirst({ where: { id: targetId, groupId }, select: { id: true } }),
    ]);
    if (!source || !target) throw notFound();
    await assertMergeable(tx, groupId, sourceId, targetId);

    const entities = await tx.entityTag.findMany({
      where: { tagId: sourceId, entity: { tags: { none: { tagId: targetId } } } },
      select: { entityId: true },
    });
    await chunked(entities, (chunk) =>
      tx.entityTag.createMany({ data: chunk.map(({ entityId }) => ({ entityId, tagId: targetId })) }),
    );
    const templates = await tx.templateDefaultTag.findMany({
      where: { tagId: sourceId, template: { defaultTags: { none: { tagId: targetId } } } },
      select: { templateId: true },
    });
    await chunked(templates, (chunk) =>
      tx.templateDefaultTag.createMany({
        data: chunk.map(({ templateId }) => ({ templateId, tagId: targetId })),
      }),
    );
    await tx.tag.updateMany({ where: { groupId, parentId: sourceId }, data: { parentId: targetId } });
    await tx.tag.delete({ where: { id: sourceId } });
    await recordEvents(tx, ctx, [{ type: "tag.merged" }]);

    const merged = await tx.tag.findFirst({
      where: { id: targetId, groupId },
      include: { parent: true, children: true },
    });
    if (!merged) throw notFound();
    return toTagOut(merged);
  });
}
