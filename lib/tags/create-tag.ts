import type { TenantContext } from "@/lib/auth/principal";
import type { TagCreate, TagOut } from "@/lib/schemas/tags";
import { missingReferenceIsNotFound } from "@/lib/db/errors";
import { recordEvents } from "@/lib/events/record-events";
import { serializableTransaction } from "@/lib/db/serializable-transaction";
import { assertTagPlacement } from "./tag-placement";
import { readTagOut } from "./read-tag";

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
