import type { TenantContext } from "@/lib/auth/principal";
import { db, type Tx } from "@/lib/db/client";
import { preconditionFailed } from "@/lib/http/etag";
import { notFound } from "@/lib/errors/domain-error";
import type { TagCreate, TagOut, TagSummaryOut, TagUpdate } from "@/lib/schemas/tags";
import { sortByName } from "./name-order";
import { missingReferenceIsNotFound } from "@/lib/db/errors";
import { recordEvents } from "@/lib/events/record-events";
import { serializableTransaction } from "@/lib/db/serializable-transaction";
import { toTagOut } from "./tag-out";
import { assertTagPlacement } from "./tag-placement";
import { toTagSummary } from "./tag-summary";

async function readTagOut(tx: Tx, groupId: string, id: string): Promise<TagOut> {
  const tag = await tx.tag.findFirst({ where: { id, groupId }, include: { parent: true, children: true } });
  if (!tag) throw notFound();
  return toTagOut(tag);
}

/** Every tag of the group, by name. */
export async function listTags(ctx: TenantContext): Promise<TagSummaryOut[]> {
  const tags = await db().tag.findMany({ where: { groupId: ctx.groupId } });
  return sortByName(tags).map(toTagSummary);
}

export async function getTag(ctx: TenantContext, id: string): Promise<TagOut> {
  return readTagOut(db(), ctx.groupId, id);
}

export async function createTag(ctx: TenantContext, input: TagCreate): Promise<TagOut> {
  return missingReferenceIsNotFound(() =>
    serializableTransaction(async (tx) => {
      if (input.parentId) await assertTagPlacement(tx, ctx.groupId, null, input.parentId);
      const tag = await tx.tag.create({
        data: {
          groupId: ctx.groupId,
          name: input.name,
          description: input.description,
          color: input.color,
          icon: input.icon,
          parentId: input.parentId,
        },
      });
      await recordEvents(tx, ctx, [{ type: "tag.created" }]);
      return readTagOut(tx, ctx.groupId, tag.id);
    }),
  );
}

/**
 * Replaces every field of the tag; moving it re-checks the tree (the parent is unchanged: no check).
 * `expectedVersion`: the `updatedAt` of the version the client's If-Match named (the API wrapper
 * checked the tag); a write committed since then makes this one a 412.
 */
export async function updateTag(
  ctx: TenantContext,
  id: string,
  input: TagUpdate,
  expectedVersion?: string,
): Promise<TagOut> {
  return missingReferenceIsNotFound(() =>
    serializableTransaction(async (tx) => {
      const existing = await tx.tag.findFirst({
        where: { id, groupId: ctx.groupId },
        select: { parentId: true, updatedAt: true },
      });
      if (!existing) throw notFound();
      // Checked in the serializable transaction: a write committed meanwhile makes this one retry
      // and then see the new version.
      const seen = expectedVersion === undefined ? undefined : new Date(expectedVersion).getTime();
      if (seen !== undefined && existing.updatedAt.getTime() !== seen) throw preconditionFailed();
      if (input.parentId && input.parentId !== existing.parentId) {
        await assertTagPlacement(tx, ctx.groupId, id, input.parentId);
      }
      await tx.tag.update({
        where: { id, groupId: ctx.groupId },
        data: {
          name: input.name,
          description: input.description,
          color: input.color,
          icon: input.icon,
          parentId: input.parentId,
          // Strictly later, so two writes within one millisecond are still two versions.
          updatedAt: new Date(Math.max(Date.now(), existing.updatedAt.getTime() + 1)),
        },
      });
      await recordEvents(tx, ctx, [{ type: "tag.updated" }]);
      return readTagOut(tx, ctx.groupId, id);
    }),
  );
}

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
