import type { Tx } from "@/lib/db/client";
import { rowError } from "./read-import-file";
import type { NewEntity, Target } from "./import-target";

/**
 * The parents the file sets must not close a cycle. New entities cannot be ancestors of existing
 * ones unless an existing entity is moved, so the group's whole tree is read only then.
 */
export async function assertNoCycles(tx: Tx, groupId: string, targets: Target[]): Promise<void> {
  const parentOf = new Map<string, string | null>();
  for (const target of targets) {
    parentOf.set(
      target.id,
      target.parentId === undefined ? (target.existing?.parentId ?? null) : target.parentId,
    );
  }
  const moves = targets.some(
    (target) =>
      target.existing && target.parentId !== undefined && target.parentId !== target.existing.parentId,
  );
  if (moves) {
    const rows = await tx.entity.findMany({ where: { groupId }, select: { id: true, parentId: true } });
    for (const row of rows) if (!parentOf.has(row.id)) parentOf.set(row.id, row.parentId);
  }
  const done = new Set<string>();
  for (const target of targets) {
    const walking = new Set<string>();
    let current: string | null | undefined = target.id;
    while (current && !done.has(current)) {
      if (walking.has(current)) {
        const column = target.row.values["HB.parent_import_ref"] ? "HB.parent_import_ref" : "HB.location";
        throw rowError(target.row, column, "this parent would make the entity its own ancestor");
      }
      walking.add(current);
      current = parentOf.get(current);
    }
    for (const id of walking) done.add(id);
  }
}

/** New entities ordered so that a parent made by the same import is inserted before its children. */
export function parentsFirst(creations: NewEntity[]): NewEntity[] {
  const byId = new Map(creations.map((entity) => [entity.id, entity]));
  const depth = new Map<string, number>();
  for (const entity of creations) {
    const chain: string[] = [];
    let current: NewEntity | undefined = entity;
    while (current && !depth.has(current.id)) {
      chain.push(current.id);
      current = current.parentId ? byId.get(current.parentId) : undefined;
    }
    let level = current ? depth.get(current.id)! : -1;
    for (let index = chain.length - 1; index >= 0; index--) depth.set(chain[index]!, ++level);
  }
  return creations
    .map((entity, index) => ({ entity, index }))
    .sort((a, b) => depth.get(a.entity.id)! - depth.get(b.entity.id)! || a.index - b.index)
    .map(({ entity }) => entity);
}
