import { lockStoredFile } from "@/lib/attachments/stored-file-lock";
import { LINK_MIME_TYPE } from "@/lib/attachments/find-attachment";
import type { TenantContext } from "@/lib/auth/principal";
import { db, type Tx } from "@/lib/db/client";
import { isUniqueViolation } from "@/lib/db/errors";
import { recordEvents } from "@/lib/events/record-events";
import { DomainError } from "@/lib/errors/domain-error";
import type { EntityOut } from "@/lib/schemas/entities";
import type { Loan } from "@/lib/generated/sqlite/client";
import { formatAssetId } from "./asset-id";
import { BATCH_SIZE, inBatches } from "./batches";
import { parseSnapshot, serializeSnapshot, type DeletedEntitySnapshot } from "./deleted-entity-snapshot";
import { assertParentAllowed } from "./entity-references";
import { lockEntityTree } from "./entity-tree-lock";
import { getEntity } from "./get-entity";
import { purgeExpiredDeletes } from "./purge-deleted-entities";

const nothingToUndo = () =>
  new DomainError("not_found", "nothing to undo: it was not deleted in the last minute, or is back");

/**
 * `POST /v1/entities/{id}/undo-delete`: puts back an entity deleted less than
 * UNDO_DELETE_WINDOW_MS ago with the same id, columns (asset ID included), custom fields,
 * maintenance and attachments (their files were kept), its tags that still exist, and its place:
 * under its parent if that still exists, with its children that are still where the delete moved
 * them, and its templates that have no other default location pointing at it again. A parent deleted moments ago too gets it
 * back when that delete is undone, whichever is undone first. 404 when there is nothing to undo;
 * 409 when its type was deleted or its asset ID taken meanwhile.
 */
export async function undoDeleteEntity(ctx: TenantContext, id: string): Promise<EntityOut> {
  try {
    await db().$transaction(async (tx) => {
      await lockEntityTree(tx, ctx.groupId);
      const row = await tx.deletedEntity.findFirst({
        where: { entityId: id, groupId: ctx.groupId, expiresAt: { gt: new Date() } },
      });
      if (!row) throw nothingToUndo();
      const { count } = await tx.deletedEntity.deleteMany({ where: { entityId: id, groupId: ctx.groupId } });
      if (count === 0) throw nothingToUndo();
      const snapshot = parseSnapshot(row.snapshot);
      const relinked = await restore(tx, ctx, snapshot);
      const movedBack = await movedBackChanges(tx, ctx, snapshot);
      await recordEvents(tx, ctx, [
        { type: "entity.restored", entityId: id },
        ...relinked.map((childId) => ({
          type: "entity.updated" as const,
          entityId: childId,
          changes: [movedBack],
        })),
      ]);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw await conflictOf(ctx, id);
    throw error;
  }
  await purgeExpiredDeletes();
  return getEntity(ctx, id);
}

/**
 * The entity's loans as they were; a member who lent or borrowed and has left Cairn since stays on
 * the loan by name only, as the loan's own foreign keys would have left it.
 */
async function restoreLoans(tx: Tx, loans: Loan[]): Promise<void> {
  if (loans.length === 0) return;
  const userIds = [
    ...new Set(
      loans.flatMap((loan) => [loan.borrowerUserId, loan.checkedOutById]).filter((id) => id !== null),
    ),
  ];
  const users = await tx.user.findMany({ where: { id: { in: userIds } }, select: { id: true } });
  const present = new Set(users.map((user) => user.id));
  const kept = (id: string | null) => (id !== null && present.has(id) ? id : null);
  await tx.loan.createMany({
    data: loans.map((loan) => ({
      ...loan,
      borrowerUserId: kept(loan.borrowerUserId),
      checkedOutById: kept(loan.checkedOutById),
    })),
  });
}

/** Puts the snapshot's rows back; returns the children moved back inside. */
async function restore(tx: Tx, ctx: TenantContext, snapshot: DeletedEntitySnapshot): Promise<string[]> {
  const { entity } = snapshot;
  const groupId = ctx.groupId;
  if (entity.entityTypeId) {
    const type = await tx.entityType.findFirst({ where: { id: entity.entityTypeId, groupId } });
    if (!type) throw new DomainError("conflict", "its type was deleted since; it cannot be put back");
  }
  const parentId = await placeUnder(tx, ctx, entity.id, entity.parentId);
  await tx.entity.create({ data: { ...entity, groupId, parentId } });

  if (snapshot.fields.length > 0) await tx.entityField.createMany({ data: snapshot.fields });
  if (snapshot.maintenance.length > 0) await tx.maintenanceEntry.createMany({ data: snapshot.maintenance });
  await restoreLoans(tx, snapshot.loans ?? []);
  await restoreAttachments(tx, snapshot);
  const tagIds = await existing(snapshot.tagIds, (batch) =>
    tx.tag.findMany({ where: { groupId, id: { in: batch } }, select: { id: true } }),
  );
  if (tagIds.length > 0)
    await tx.entityTag.createMany({ data: tagIds.map((tagId) => ({ entityId: entity.id, tagId })) });

  const relinked = await relinkChildren(tx, ctx, snapshot);
  for (const batch of chunks(snapshot.templateIds)) {
    await tx.template.updateMany({
      where: { groupId, id: { in: batch }, defaultLocationId: null },
      data: { defaultLocationId: entity.id },
    });
  }
  return relinked;
}

/** The history line of a child moved back: from where the delete had put it into the restored one. */
async function movedBackChanges(tx: Tx, ctx: TenantContext, snapshot: DeletedEntitySnapshot) {
  const movedTo = snapshot.contentsMovedTo ?? null;
  const before = movedTo
    ? await tx.entity.findFirst({
        where: { id: movedTo, groupId: ctx.groupId },
        select: { id: true, name: true },
      })
    : null;
  return { field: "parent", before, after: { id: snapshot.entity.id, name: snapshot.entity.name } };
}

/**
 * The parent to restore under: the old one if it is still there (and the tree allows it), none
 * otherwise. A parent whose own delete is still pending is told to take this entity back as a
 * child when it is undone; meanwhile the entity waits where that delete moved the parent's
 * contents, as if it had not been deleted itself.
 */
async function placeUnder(
  tx: Tx,
  ctx: TenantContext,
  id: string,
  parentId: string | null,
): Promise<string | null> {
  if (!parentId) return null;
  const parent = await tx.entity.findFirst({
    where: { id: parentId, groupId: ctx.groupId },
    select: { id: true },
  });
  if (parent) return (await treeAllows(ctx, parentId, id, tx)) ? parentId : null;
  const pending = await tx.deletedEntity.findFirst({ where: { entityId: parentId, groupId: ctx.groupId } });
  if (!pending) return null;
  const parentSnapshot = parseSnapshot(pending.snapshot);
  if (!parentSnapshot.childIds.includes(id)) {
    parentSnapshot.childIds.push(id);
    await tx.deletedEntity.update({
      where: { entityId: parentId },
      data: { snapshot: serializeSnapshot(parentSnapshot) },
    });
  }
  const movedTo = parentSnapshot.contentsMovedTo ?? null;
  if (movedTo === null) return null;
  const stand = await tx.entity.findFirst({
    where: { id: movedTo, groupId: ctx.groupId },
    select: { id: true },
  });
  return stand && (await treeAllows(ctx, movedTo, id, tx)) ? movedTo : null;
}

/**
 * Children the delete moved out come back under it; one moved elsewhere meanwhile (not where the
 * delete put it) stays there.
 */
async function relinkChildren(
  tx: Tx,
  ctx: TenantContext,
  snapshot: DeletedEntitySnapshot,
): Promise<string[]> {
  const id = snapshot.entity.id;
  const left = await existing(snapshot.childIds, (batch) =>
    tx.entity.findMany({
      where: { groupId: ctx.groupId, id: { in: batch }, parentId: snapshot.contentsMovedTo ?? null },
      select: { id: true },
    }),
  );
  const allowed: string[] = [];
  for (const childId of left) if (await treeAllows(ctx, id, childId, tx)) allowed.push(childId);
  for (const batch of chunks(allowed)) {
    await tx.entity.updateMany({
      where: { groupId: ctx.groupId, id: { in: batch } },
      data: { parentId: id },
    });
  }
  return allowed;
}

/** Whether `childId` may go under `parentId` (no cycle, within the depth cap). */
async function treeAllows(ctx: TenantContext, parentId: string, childId: string, tx: Tx): Promise<boolean> {
  try {
    await assertParentAllowed(ctx, parentId, childId, tx);
    return true;
  } catch (error) {
    if (error instanceof DomainError) return false;
    throw error;
  }
}

/**
 * Thumbnails first: a photo's record points at its thumbnail's. Their files are locked while the
 * records come back, so a release of the same file running now either sees them or waits.
 */
async function restoreAttachments(tx: Tx, snapshot: DeletedEntitySnapshot): Promise<void> {
  const attachments = snapshot.attachments;
  if (attachments.length === 0) return;
  const paths = new Set(attachments.filter((a) => a.mimeType !== LINK_MIME_TYPE).map((a) => a.path));
  for (const path of paths) await lockStoredFile(tx, path);
  const thumbnailIds = new Set(attachments.map((a) => a.thumbnailId).filter((tid) => tid !== null));
  const first = attachments.filter((a) => thumbnailIds.has(a.id));
  const rest = attachments.filter((a) => !thumbnailIds.has(a.id));
  if (first.length > 0) await tx.attachment.createMany({ data: first });
  if (rest.length > 0) await tx.attachment.createMany({ data: rest });
}

async function conflictOf(ctx: TenantContext, id: string): Promise<DomainError> {
  const row = await db().deletedEntity.findFirst({ where: { entityId: id, groupId: ctx.groupId } });
  const assetId = row ? parseSnapshot(row.snapshot).entity.assetId : null;
  const assetIdTaken =
    assetId !== null &&
    (await db().entity.count({ where: { groupId: ctx.groupId, assetId, NOT: { id } } })) > 0;
  const field = assetIdTaken ? "assetId" : "importRef";
  const what = assetIdTaken ? `asset ID ${formatAssetId(assetId)}` : "import reference";
  return new DomainError(
    "conflict",
    `its ${what} is used by another item or location now; it cannot be put back`,
    {
      fields: { [field]: "is already used by another item or location" },
    },
  );
}

async function existing(ids: string[], load: (batch: string[]) => Promise<Array<{ id: string }>>) {
  return (await inBatches(ids, load)).map((row) => row.id);
}

function chunks(ids: string[], size = BATCH_SIZE): string[][] {
  const out: string[][] = [];
  for (let start = 0; start < ids.length; start += size) out.push(ids.slice(start, start + size));
  return out;
}
