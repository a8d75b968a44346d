import type { TenantContext } from "@/lib/auth/principal";
import { preconditionFailed } from "@/lib/http/etag";
import { notFound } from "@/lib/errors/domain-error";
import type { TagOut, TagUpdate } from "@/lib/schemas/tags";
import { missingReferenceIsNotFound } from "@/lib/db/errors";
import { recordEvents } from "@/lib/events/record-events";
import { serializableTransaction } from "@/lib/db/serializable-transaction";
import { assertTagPlacement } from "./tag-placement";
import { readTagOut } from "./read-tag";

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
