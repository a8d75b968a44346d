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

// The server lists an entity's attachments in their order (lib/attachments/place-attachment.ts):
// HomeBox's answer has no field for it, so the order of the list is what carries it.

/** Photos with the primary one first, then in their order. */
export function photosPrimaryFirst(attachments: ItemAttachmentOut[]): ItemAttachmentOut[] {
  const photos = attachments.filter(isPhoto);
  return [...photos.filter((photo) => photo.primary), ...photos.filter((photo) => !photo.primary)];
}

/**
 * Each photo's place as the server counts it for `position`: among all of the entity's attachments
 * of type photo (links filed as photos too), primary or not.
 */
export function photoPlaces(attachments: ItemAttachmentOut[]): Map<string, number> {
  const photos = attachments.filter((attachment) => attachment.type === "photo");
  return new Map(photos.map((photo, index) => [photo.id, index]));
}
