import type { TenantContext } from "@/lib/auth/principal";
import { db, type Tx } from "@/lib/db/client";
import { invalidField, notFound } from "@/lib/errors/domain-error";
import { inBatches } from "./batches";
import { ancestorChain } from "./entity-ancestors";
import { subtreeHeight } from "./entity-tree-lock";
import { MAX_TREE_DEPTH, treeTooDeep } from "./tree-depth";

/** A parent, type or tag named in a request must belong to the caller's group; otherwise 404. */
export async function assertEntityTypeInGroup(
  ctx: TenantContext,
  entityTypeId: string,
  client: Tx = db(),
): Promise<void> {
  const type = await client.entityType.findFirst({
    where: { id: entityTypeId, groupId: ctx.groupId },
    select: { id: true },
  });
  if (!type) throw notFound();
}

export async function assertTagsInGroup(
  ctx: TenantContext,
  tagIds: string[],
  client: Tx = db(),
): Promise<void> {
  const unique = [...new Set(tagIds)];
  if (unique.length === 0) return;
  const found = await inBatches(unique, (batch) =>
    client.tag.findMany({ where: { groupId: ctx.groupId, id: { in: batch } }, select: { id: true } }),
  );
  if (found.length !== unique.length) throw notFound();
}

/**
 * The parent must exist in the group; when `entityId` is being moved, it must not be the entity
 * itself or one of its descendants (that would close a cycle → 422); and the entity, with whatever
 * lies below it, must still fit within MAX_TREE_DEPTH levels under it (→ 422). A walk up from the
 * parent that does not reach a root within the cap is refused too: the tree above is too deep
 * already, or holds a cycle the walk cannot see the end of. Callers hold lockEntityTree.
 */
export async function assertParentAllowed(
  ctx: TenantContext,
  parentId: string,
  entityId: string | null,
  client: Tx = db(),
): Promise<void> {
  const chain = await ancestorChain(ctx.groupId, parentId, client, MAX_TREE_DEPTH);
  if (chain.length === 0) throw notFound();
  if (entityId && chain.some((link) => link.id === entityId)) {
    throw invalidField("parentId", "must not be the item itself or something inside it");
  }
  const reachedRoot = chain[chain.length - 1]!.parentId === null;
  if (!reachedRoot || chain.length >= MAX_TREE_DEPTH) throw treeTooDeep("parentId");
  const below = entityId ? await subtreeHeight(ctx.groupId, entityId, MAX_TREE_DEPTH, client) : 0;
  if (chain.length + 1 + below > MAX_TREE_DEPTH) throw treeTooDeep("parentId");
}

/** HomeBox's default for a new entity: the group's first (oldest) type that is not a location. */
export async function defaultEntityTypeId(ctx: TenantContext, client: Tx = db()): Promise<string | null> {
  const type = await client.entityType.findFirst({
    where: { groupId: ctx.groupId, isLocation: false },
    orderBy: [{ createdAt: "asc" }, { name: "asc" }, { id: "asc" }],
    select: { id: true },
  });
  return type?.id ?? null;
}
