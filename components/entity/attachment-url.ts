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

/** The server's order of an entity's attachments of one type: position, then upload time. */
export function byPosition(a: ItemAttachmentOut, b: ItemAttachmentOut): number {
  return (
    (a.position ?? 0) - (b.position ?? 0) ||
    a.createdAt.localeCompare(b.createdAt) ||
    a.id.localeCompare(b.id)
  );
}

/** Photos with the primary one first, then in their order (position, then upload time). */
export function photosPrimaryFirst(attachments: ItemAttachmentOut[]): ItemAttachmentOut[] {
  const photos = attachments.filter(isPhoto).sort(byPosition);
  return [...photos.filter((photo) => photo.primary), ...photos.filter((photo) => !photo.primary)];
}

/**
 * Each photo's place as the server counts it for `position`: among all of the entity's attachments
 * of type photo (links filed as photos too), primary or not.
 */
export function photoPlaces(attachments: ItemAttachmentOut[]): Map<string, number> {
  const photos = attachments.filter((attachment) => attachment.type === "photo").sort(byPosition);
  return new Map(photos.map((photo, index) => [photo.id, index]));
}
