import type { Tx } from "@/lib/db/client";
import type { DatabaseProvider } from "@/lib/db/database-url.mjs";
import { Prisma } from "@/lib/generated/sqlite/client";
import type { ExistingRef } from "./import-target";
import { oneOf } from "./one-of";

/**
 * The group's entities whose import reference is one of `references`, in one statement (oneOf). The
 * lookup in slices of 400 through findMany took 1.5 s of CPU for the 50,000 references of a
 * bench file, none of them stored yet; this statement takes a small part of that.
 */
export async function entitiesByImportRef(
  tx: Tx,
  provider: DatabaseProvider,
  groupId: string,
  references: string[],
): Promise<ExistingRef[]> {
  if (references.length === 0) return [];
  const listed = oneOf(provider, Prisma.sql`"importRef"`, references);
  const rows = await tx.$queryRaw<
    Array<{ id: string; importRef: string; parentId: string | null; assetId: number | bigint | null }>
  >`SELECT "id", "importRef", "parentId", "assetId" FROM "Entity" WHERE "groupId" = ${groupId} AND ${listed}`;
  return rows.map((row) => ({
    id: row.id,
    importRef: row.importRef,
    parentId: row.parentId,
    assetId: row.assetId === null ? null : Number(row.assetId),
  }));
}
