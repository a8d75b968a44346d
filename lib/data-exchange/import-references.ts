import { randomUUID } from "node:crypto";
import type { Tx } from "@/lib/db/client";
import type { ImportFile } from "./read-import-file";
import { NEW_ENTITY_DEFAULTS, type NewEntity } from "./import-target";

// The locations and tags an import names, found in the group or made on demand.

/**
 * The group's locations by parent and name (case-insensitive), loaded once; `resolve` walks a
 * path and adds the locations it lacks to `creations`.
 */
export async function locationIndex(tx: Tx, groupId: string, file: ImportFile) {
  const needed = file.rows.some((row) => (row.values["HB.location"]?.length ?? 0) > 0);
  const types = needed
    ? await tx.entityType.findMany({
        where: { groupId, isLocation: true },
        orderBy: [{ createdAt: "asc" }, { name: "asc" }, { id: "asc" }],
        select: { id: true },
      })
    : [];
  const byKey = new Map<string, string>();
  const keyOf = (parentId: string | null, name: string) => `${parentId ?? ""}\u0000${name.toLowerCase()}`;
  if (needed && types.length > 0) {
    const rows = await tx.entity.findMany({
      where: { groupId, entityTypeId: { in: types.map((type) => type.id) } },
      select: { id: true, name: true, parentId: true },
      orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    });
    for (const row of rows) {
      const key = keyOf(row.parentId, row.name.trim());
      if (!byKey.has(key)) byKey.set(key, row.id);
    }
  }
  const created = new Set<string>();
  return {
    resolve(path: string[], creations: NewEntity[]): string {
      let parentId: string | null = null;
      for (const name of path) {
        const key = keyOf(parentId, name);
        let id = byKey.get(key);
        if (!id) {
          id = randomUUID();
          byKey.set(key, id);
          created.add(id);
          creations.push({ ...NEW_ENTITY_DEFAULTS, quantity: 0, id, groupId, name, parentId, assetId: null });
        }
        parentId = id;
      }
      return parentId!;
    },
    isNew: (id: string) => created.has(id),
    /** The group's first location type, made when the group has none and a location is new. */
    async typeId(): Promise<string | null> {
      if (created.size === 0) return null;
      if (types[0]) return types[0].id;
      const type = await tx.entityType.create({
        data: { groupId, name: "Location", isLocation: true },
        select: { id: true },
      });
      return type.id;
    },
  };
}

export async function tagIndex(tx: Tx, groupId: string, file: ImportFile) {
  const byName = new Map<string, string>();
  if (file.rows.some((row) => (row.values["HB.tags"]?.length ?? 0) > 0)) {
    const rows = await tx.tag.findMany({
      where: { groupId },
      select: { id: true, name: true },
      orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    });
    for (const row of rows) {
      const key = row.name.trim().toLowerCase();
      if (!byName.has(key)) byName.set(key, row.id);
    }
  }
  const created: Array<{ id: string; groupId: string; name: string }> = [];
  return {
    created,
    resolve(name: string): string {
      const key = name.toLowerCase();
      let id = byName.get(key);
      if (!id) {
        id = randomUUID();
        byName.set(key, id);
        created.push({ id, groupId, name });
      }
      return id;
    },
  };
}
