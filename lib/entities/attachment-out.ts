import type { ItemAttachmentOut } from "@/lib/schemas/entities";

type AttachmentRow = {
  id: string;
  type: string;
  title: string;
  mimeType: string;
  path: string;
  primary: boolean;
  createdAt: Date;
  updatedAt: Date;
};

/** HomeBox's ItemAttachment; the thumbnail is nested in ent's snake_case record form. */
export function toItemAttachment(
  attachment: AttachmentRow & { thumbnail?: AttachmentRow | null },
): ItemAttachmentOut {
  const out: ItemAttachmentOut = {
    id: attachment.id,
    type: attachment.type,
    title: attachment.title,
    mimeType: attachment.mimeType,
    path: attachment.path,
    primary: attachment.primary,
    createdAt: attachment.createdAt.toISOString(),
    updatedAt: attachment.updatedAt.toISOString(),
  };
  if (attachment.thumbnail) {
    const thumbnail = attachment.thumbnail;
    out.thumbnail = {
      id: thumbnail.id,
      type: thumbnail.type,
      title: thumbnail.title,
      mime_type: thumbnail.mimeType,
      path: thumbnail.path,
      primary: thumbnail.primary,
      created_at: thumbnail.createdAt.toISOString(),
      updated_at: thumbnail.updatedAt.toISOString(),
    };
  }
  return out;
}
