import type { TenantContext } from "@/lib/auth/principal";
import { db, type Tx } from "@/lib/db/client";
import { recordEvents } from "@/lib/events/record-events";
import { isUniqueViolation } from "@/lib/db/errors";
import { DomainError } from "@/lib/errors/domain-error";
import type { IdempotencyClaim } from "@/lib/idempotency/idempotency-key";
import type { EntityOut } from "@/lib/schemas/entities";
import {
  allocateAssetIds,
  ASSET_TRANSACTION_OPTIONS,
  raiseAssetCounter,
  withAssetCounterRepair,
} from "./asset-counter";
import { createEntityFields, type EntityFieldValues } from "./entity-fields";
import {
  assertEntityTypeInGroup,
  assertParentAllowed,
  assertTagsInGroup,
  defaultEntityTypeId,
} from "./entity-references";
import { assertEntityValues, CLEARED_VALUES, entityColumns, type EntityValues } from "./entity-values";
import { getEntity } from "./get-entity";
import { lockEntityTree } from "./entity-tree-lock";

/** What a new entity may be given; everything but the name is optional. */
export type EntityCreateInput = Partial<Omit<EntityValues, "name">> & {
  name: string;
  /** null or absent: a root entity. */
  parentId?: string | null;
  /** null or absent: the group's first non-location type. */
  entityTypeId?: string | null;
  tagIds?: string[];
  fields?: EntityFieldValues[];
  importRef?: string | null;
  /** A fixed asset number (imports); absent: the next one of the group. */
  assetId?: number | null;
};

/**
 * Creates an entity in the caller's group and returns it in full. Parent, type and tags must be of
 * the group (404 otherwise); the asset ID is allocated atomically (see allocateAssetIds).
 */
export async function createEntity(
  ctx: TenantContext,
  input: EntityCreateInput,
  idempotency?: IdempotencyClaim,
): Promise<EntityOut> {
  const id = await insertEntity(ctx, input, idempotency);
  return getEntity(ctx, id);
}

/** The write half of createEntity, for callers that only need the new id. */
export async function insertEntity(
  ctx: TenantContext,
  input: EntityCreateInput,
  idempotency?: IdempotencyClaim,
): Promise<string> {
  assertEntityValues(input);
  const insert = () =>
    db().$transaction(async (tx) => {
      // The key first: a concurrent twin stops here rather than after allocating an asset ID.
      await idempotency?.claim(tx);
      const id = await insertInTransaction(tx, ctx, input);
      await idempotency?.settle(tx, id);
      return id;
    }, ASSET_TRANSACTION_OPTIONS);
  try {
    return input.assetId || input.importRef
      ? await insert()
      : await withAssetCounterRepair(ctx.groupId, insert);
  } catch (error) {
    if (isUniqueViolation(error))
      throw new DomainError("conflict", "asset ID or import reference is already in use", { cause: error });
    throw error;
  }
}

async function insertInTransaction(tx: Tx, ctx: TenantContext, input: EntityCreateInput): Promise<string> {
  if (input.parentId) {
    await lockEntityTree(tx, ctx.groupId);
    await assertParentAllowed(ctx, input.parentId, null, tx);
  }
  if (input.entityTypeId) await assertEntityTypeInGroup(ctx, input.entityTypeId, tx);
  const tagIds = [...new Set(input.tagIds ?? [])];
  await assertTagsInGroup(ctx, tagIds, tx);
  const entityTypeId = input.entityTypeId ?? (await defaultEntityTypeId(ctx, tx));

  let assetId: number;
  if (input.assetId) {
    assetId = input.assetId;
    await raiseAssetCounter(tx, ctx.groupId, assetId);
  } else {
    assetId = await allocateAssetIds(tx, ctx.groupId);
  }

  const {
    parentId,
    entityTypeId: _type,
    tagIds: _tags,
    fields,
    importRef,
    assetId: _asset,
    ...values
  } = input;
  const entity = await tx.entity.create({
    data: {
      ...entityColumns({ ...CLEARED_VALUES, ...values }),
      name: values.name.trim(),
      groupId: ctx.groupId,
      parentId: parentId ?? null,
      entityTypeId,
      assetId,
      importRef: importRef ?? null,
      tags: { create: tagIds.map((tagId) => ({ tagId })) },
    },
    select: { id: true },
  });
  await createEntityFields(tx, ctx, entity.id, fields ?? []);
  await recordEvents(tx, ctx, [{ type: "entity.created", entityId: entity.id }]);
  return entity.id;
}
