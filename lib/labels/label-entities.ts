import type { TenantContext } from "@/lib/auth/principal";
import { db } from "@/lib/db/client";
import { formatAssetId } from "@/lib/entities/asset-id";
import { locationTypeIds } from "@/lib/entity-types/location-types";
import { Prisma } from "@/lib/generated/sqlite/client";
import { notFound } from "@/lib/errors/domain-error";

/** What a label shows of an entity. `location` is the nearest ancestor that is a location. */
export type LabelEntity = { id: string; name: string; assetId: string; location: string | null };

/** Deeper than any real tree; stops the walk should a cycle ever reach the data. */
const MAX_DEPTH = 256;

type AncestorRow = { start: string; depth: unknown; name: string; entityTypeId: string | null };

/** For each of the entities, the name of its nearest location ancestor, in one recursive query. */
async function nearestLocations(groupId: string, ids: string[]): Promise<Map<string, string>> {
  const [locationTypes, rows] = await Promise.all([
    locationTypeIds(groupId),
    db().$queryRaw<AncestorRow[]>(Prisma.sql`
      WITH RECURSIVE "chain"("start", "id", "depth") AS (
        SELECT "id", "parentId", 1 FROM "Entity"
        WHERE "groupId" = ${groupId} AND "id" IN (${Prisma.join(ids)}) AND "parentId" IS NOT NULL
        UNION ALL
        SELECT "chain"."start", "Entity"."parentId", "chain"."depth" + 1
        FROM "chain" JOIN "Entity" ON "Entity"."id" = "chain"."id"
        WHERE "Entity"."parentId" IS NOT NULL AND "chain"."depth" < ${MAX_DEPTH}
      )
      SELECT "chain"."start", "chain"."depth", "Entity"."name", "Entity"."entityTypeId"
      FROM "chain"
      CROSS JOIN "Entity"
      WHERE "Entity"."id" = "chain"."id" AND "Entity"."groupId" = ${groupId}`),
  ]);
  const isLocation = new Set(locationTypes);
  const nearest = new Map<string, { depth: number; name: string }>();
  for (const row of rows) {
    if (!row.entityTypeId || !isLocation.has(row.entityTypeId)) continue;
    const depth = Number(row.depth);
    const known = nearest.get(row.start);
    if (!known || depth < known.depth) nearest.set(row.start, { depth, name: row.name });
  }
  return new Map([...nearest].map(([id, { name }]) => [id, name]));
}

async function labelEntitiesWhere(groupId: string, where: Prisma.EntityWhereInput): Promise<LabelEntity[]> {
  const rows = await db().entity.findMany({
    where: { ...where, groupId },
    select: { id: true, name: true, assetId: true },
  });
  if (rows.length === 0) return [];
  const locations = await nearestLocations(
    groupId,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    assetId: formatAssetId(row.assetId),
    location: locations.get(row.id) ?? null,
  }));
}

/**
 * The label contents of the given entities of the group, in the order asked (a repeated id gives
 * a repeated label). Any id that is not an entity of the group is a 404.
 */
export async function labelEntities(ctx: TenantContext, ids: string[]): Promise<LabelEntity[]> {
  const unique = [...new Set(ids)];
  const found = new Map(
    (await labelEntitiesWhere(ctx.groupId, { id: { in: unique } })).map((entity) => [entity.id, entity]),
  );
  return ids.map((id) => {
    const entity = found.get(id);
    if (!entity) throw notFound();
    return entity;
  });
}

/** The label contents of the group's entity with this asset number; 404 when there is none. */
export async function labelEntityByAssetId(ctx: TenantContext, assetId: number): Promise<LabelEntity> {
  const [entity] = await labelEntitiesWhere(ctx.groupId, { assetId });
  if (!entity) throw notFound();
  return entity;
}
