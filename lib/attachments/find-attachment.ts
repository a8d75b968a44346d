import type { TenantContext } from "@/lib/auth/principal";
import { db, type Tx } from "@/lib/db/client";
import { notFound } from "@/lib/errors/domain-error";

/** The mimeType of an external link; its `path` is the URL. */
export const LINK_MIME_TYPE = "link/url";

/** An attachment of this entity in the caller's group; 404 otherwise (another group's too). */
export async function findAttachment(
  ctx: TenantContext,
  entityId: string,
  attachmentId: string,
  client: Tx = db(),
) {
  const attachment = await client.attachment.findFirst({
    where: { id: attachmentId, entityId, groupId: ctx.groupId },
  });
  if (!attachment) throw notFound();
  return attachment;
}
