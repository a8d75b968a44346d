import type { ItemAttachmentOut } from "@/lib/schemas/entities";

/** Where the browser downloads (or, for images, shows) one of an entity's files. */
export function attachmentUrl(entityId: string, attachmentId: string): string {
  return `/api/v1/entities/${entityId}/attachments/${attachmentId}`;
}

export function isLink(attachment: ItemAttachmentOut): boolean {
  return attachment.mimeType === "link/url";
}

export function isPhoto(attachment: ItemAttachmentOut): boolean {
  return attachment.type === "photo" && attachment.mimeType.startsWith("image/");
}

/**
 * Photos with the primary one first, then in upload order. There is no order column: choosing the
 * primary photo is the one way to put a photo first.
 */
export function photosPrimaryFirst(attachments: ItemAttachmentOut[]): ItemAttachmentOut[] {
  const photos = attachments
    .filter(isPhoto)
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id));
  return [...photos.filter((photo) => photo.primary), ...photos.filter((photo) => !photo.primary)];
}
