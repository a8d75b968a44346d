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

/** Photos with the primary one first, then in upload order. */
export function photosPrimaryFirst(attachments: ItemAttachmentOut[]): ItemAttachmentOut[] {
  const photos = attachments.filter(isPhoto);
  return [...photos.filter((photo) => photo.primary), ...photos.filter((photo) => !photo.primary)];
}
