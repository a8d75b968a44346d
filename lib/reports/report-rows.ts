import { db } from "@/lib/db/client";
import { inBatches } from "@/lib/entities/batches";
import { itemsWhere } from "@/lib/entity-types/location-types";
import type { Prisma } from "@/lib/generated/sqlite/client";
import type { ReportDocumentRef, ReportRow } from "./insurance-sections";

/** Attachments that a claim needs listed beside the item. */
export const CLAIM_DOCUMENT_TYPES = ["receipt", "warranty"] as const;

/** A stored file (not an external link) that is an image: something to draw. */
const drawable = (file: { path: string; mimeType: string } | null | undefined): string | null =>
  file && file.mimeType.startsWith("image/") && !/^[a-z][a-z0-9+.-]*:/i.test(file.path) ? file.path : null;

type PhotoRow = {
  entityId: string;
  type: string;
  title: string;
  primary: boolean;
  path: string;
  mimeType: string;
  thumbnail: { path: string; mimeType: string } | null;
};

/**
 * The storage key of each entity's primary photo, its thumbnail when the app made one (small WebP,
 * lib/attachments/create-thumbnail.ts), else the original; and the titles of its receipts and
 * warranties. One query per slice of entity ids.
 */
export async function photosAndDocuments(
  groupId: string,
  entityIds: string[],
): Promise<Map<string, { photoKey: string | null; documents: ReportDocumentRef[] }>> {
  const attachments = await inBatches(
    entityIds,
    (batch) =>
      db().attachment.findMany({
        where: {
          groupId,
          entityId: { in: batch },
          OR: [{ type: "photo", primary: true }, { type: { in: [...CLAIM_DOCUMENT_TYPES] } }],
        },
        select: {
          entityId: true,
          type: true,
          title: true,
          primary: true,
          path: true,
          mimeType: true,
          thumbnail: { select: { path: true, mimeType: true } },
        },
        orderBy: [{ type: "asc" }, { position: "asc" }, { createdAt: "asc" }],
      }) as Promise<PhotoRow[]>,
  );
  const found = new Map<string, { photoKey: string | null; documents: ReportDocumentRef[] }>();
  for (const attachment of attachments) {
    let entry = found.get(attachment.entityId);
    if (!entry) {
      entry = { photoKey: null, documents: [] };
      found.set(attachment.entityId, entry);
    }
    if (attachment.type === "photo") {
      entry.photoKey ??= drawable(attachment.thumbnail) ?? drawable(attachment);
    } else entry.documents.push({ type: attachment.type, title: attachment.title });
  }
  return found;
}

/**
 * The report's items: the group's items (not locations) that are neither archived nor sold,
 * narrowed by `where`, with their photo and claim documents.
 */
export async function reportRows(
  groupId: string,
  locationTypes: string[],
  where: Prisma.EntityWhereInput[],
): Promise<ReportRow[]> {
  const entities = await db().entity.findMany({
    where: { groupId, archived: false, soldDate: null, AND: [itemsWhere(locationTypes), ...where] },
    select: {
      id: true,
      name: true,
      parentId: true,
      manufacturer: true,
      modelNumber: true,
      serialNumber: true,
      purchaseDate: true,
      purchasePrice: true,
      quantity: true,
    },
  });
  const extras = await photosAndDocuments(
    groupId,
    entities.map((entity) => entity.id),
  );
  return entities.map((entity) => ({
    ...entity,
    photoKey: extras.get(entity.id)?.photoKey ?? null,
    documents: extras.get(entity.id)?.documents ?? [],
  }));
}
