import { config } from "@/lib/config/env";
import { providerOf } from "@/lib/db/database-url.mjs";
import { Prisma } from "@/lib/generated/sqlite/client";

/**
 * `FROM "Entity"` for reading a group's locations by their types. SQLite's statistics hold one
 * average per index column: with two entity types it expects half the group to be locations and
 * scans the whole group on a covering index instead (14 ms against 2 ms at 100k entities, 2,000 of
 * them locations), so there the (groupId, entityTypeId) index is named. PostgreSQL's statistics
 * know the skew.
 */
export function entitiesByLocationType(): Prisma.Sql {
  return providerOf(config().databaseUrl) === "sqlite"
    ? Prisma.raw(`"Entity" INDEXED BY "Entity_groupId_entityTypeId_idx"`)
    : Prisma.raw(`"Entity"`);
}
