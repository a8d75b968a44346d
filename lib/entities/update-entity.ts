import type { TenantContext } from "@/lib/auth/principal";
import { db, type Tx } from "@/lib/db/client";
import { recordEvents } from "@/lib/events/record-events";
import type { Snapshot } from "@/lib/history/diff-values";
import { entityChangesSince } from "@/lib/history/entity-changes";
import { readEntitySnapshot } from "@/lib/history/entity-snapshot";
import { isUniqueViolation } from "@/lib/db/errors";
import { DomainError, invalidField, notFound } from "@/lib/errors/domain-error";
import type { EntityOut, EntityPatchBody, EntityUpdateBody } from "@/lib/schemas/entities";
import { parseAssetId } from "./asset-id";
import { raiseAssetCounter } from "./asset-counter";
import { claimEntity } from "./claim-entity";
import { replaceEntityFields } from "./entity-fields";
import { assertEntityTypeInGroup, assertParentAllowed, assertTagsInGroup } from "./entity-references";
import { assertEntityValues, CLEARED_VALUES, entityColumns } from "./entity-values";
import { getEntity } from "./get-entity";
import { lockEntityTree } from "./entity-tree-lock";
import { settleLowStockMarker, type LowStockAlert } from "@/lib/stock/low-stock-marker";
import { notifyLowStock } from "@/lib/stock/notify-low-stock";

/**
 * `PUT /v1/entities/{id}`: a full replace. Whatever the body leaves out is cleared (strings "",
 * flags false, dates and prices unset, no parent, no tags, no custom fields), except the entity
 * type, which is kept, and the asset ID, which is kept when absent, "" or "000-000".
 */
export async function updateEntity(
  ctx: TenantContext,
  id: string,
  input: EntityUpdateBody,
  expectedVersion?: string,
): Promise<EntityOut> {
  const { parentId, entityTypeId, tagIds, fields, assetId, ...values } = input;
  assertEntityValues(values);
  const newAssetId = assetIdOf(assetId);
  let alert: LowStockAlert | null = null;
  await writeGuarded(async (tx) => {
    if (parentId) await lockEntityTree(tx, ctx.groupId);
    const version = await claimEntity(tx, ctx, id, expectedVersion);
    const before = await loadForWrite(tx, ctx, id);
    if (parentId) await assertMoveAllowed(tx, ctx, id, parentId, before);
    if (entityTypeId) await assertEntityTypeInGroup(ctx, entityTypeId, tx);
    await replaceTags(tx, ctx, id, tagIds ?? []);
    if (newAssetId !== null) await raiseAssetCounter(tx, ctx.groupId, newAssetId);
    await tx.entity.update({
      where: { id },
      data: {
        ...entityColumns({ ...CLEARED_VALUES, ...values }),
        parentId: parentId ?? null,
        updatedAt: version,
        ...(entityTypeId ? { entityTypeId } : {}),
        ...(newAssetId !== null ? { assetId: newAssetId } : {}),
      },
    });
    await replaceEntityFields(tx, ctx, id, fields ?? []);
    const changes = await entityChangesSince(tx, ctx.groupId, id, before);
    await recordEvents(tx, ctx, [{ type: "entity.updated", entityId: id, changes }]);
    alert = await settleLowStockMarker(tx, ctx.groupId, id);
  });
  notifyLowStock(alert);
  return getEntity(ctx, id);
}

/**
 * `PATCH /v1/entities/{id}`: only the keys present change (null counts as absent). `tagIds: []`
 * removes every tag; `parentId` "" or the zero UUID makes the entity a root.
 */
export async function patchEntity(
  ctx: TenantContext,
  id: string,
  input: EntityPatchBody,
  expectedVersion?: string,
): Promise<EntityOut> {
  const { parentId, entityTypeId, tagIds, ...values } = input;
  assertEntityValues(values);
  let alert: LowStockAlert | null = null;
  await writeGuarded(async (tx) => {
    if (parentId) await lockEntityTree(tx, ctx.groupId);
    const version = await claimEntity(tx, ctx, id, expectedVersion);
    const before = await loadForWrite(tx, ctx, id);
    if (parentId) await assertMoveAllowed(tx, ctx, id, parentId, before);
    if (entityTypeId) await assertEntityTypeInGroup(ctx, entityTypeId, tx);
    if (tagIds !== undefined) await replaceTags(tx, ctx, id, tagIds);
    await tx.entity.update({
      where: { id },
      data: {
        ...entityColumns(values),
        // Tags alone change no column, yet the entity did change: always a new version.
        updatedAt: version,
        ...(parentId !== undefined ? { parentId } : {}),
        ...(entityTypeId ? { entityTypeId } : {}),
      },
    });
    const changes = await entityChangesSince(tx, ctx.groupId, id, before);
    await recordEvents(tx, ctx, [{ type: "entity.updated", entityId: id, changes }]);
    alert = await settleLowStockMarker(tx, ctx.groupId, id);
  });
  notifyLowStock(alert);
  return getEntity(ctx, id);
}

async function writeGuarded(write: (tx: Tx) => Promise<void>): Promise<void> {
  try {
    await db().$transaction(write, { maxWait: 15_000, timeout: 20_000 });
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new DomainError("conflict", "assetId: is already used by another item or location", {
        fields: { assetId: "is already used by another item or location" },
        cause: error,
      });
    }
    throw error;
  }
}

/**
 * A new parent is checked (cycle, depth); the parent it already has is not, so an entity stored
 * deeper than the cap before it existed can still be edited in place.
 */
async function assertMoveAllowed(
  tx: Tx,
  ctx: TenantContext,
  id: string,
  parentId: string,
  before: Snapshot,
): Promise<void> {
  const current = before.parent as { id: string } | null;
  if (current?.id === parentId) return;
  await assertParentAllowed(ctx, parentId, id, tx);
}

/** The entity before the write (for its history); 404 when it is not in the group. */
async function loadForWrite(tx: Tx, ctx: TenantContext, id: string): Promise<Snapshot> {
  const before = await readEntitySnapshot(tx, ctx.groupId, id);
  if (!before) throw notFound();
  return before;
}

async function replaceTags(tx: Tx, ctx: TenantContext, id: string, tagIds: string[]): Promise<void> {
  const unique = [...new Set(tagIds)];
  await assertTagsInGroup(ctx, unique, tx);
  await tx.entityTag.deleteMany({ where: { entityId: id } });
  if (unique.length > 0)
    await tx.entityTag.createMany({ data: unique.map((tagId) => ({ entityId: id, tagId })) });
}

/** null: keep the current asset ID. HomeBox shows an unset one as "000-000" and clients echo it. */
function assetIdOf(value: string | number | undefined): number | null {
  if (value === undefined) return null;
  const text = String(value).trim();
  if (text === "" || /^[0-]+$/.test(text)) return null;
  const parsed = parseAssetId(text);
  if (parsed === null) throw invalidField("assetId", "must be an asset ID like 000-001");
  return parsed;
}
