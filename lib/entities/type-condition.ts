import { Prisma } from "@/lib/generated/sqlite/client";

/**
 * The entity aliased "e" by its type: locations, or items (no type, or a type that is not a
 * location). The group's location types are few: matched as a list, the type needs no join per
 * entity, and no query of its own first.
 */
export function typeCondition(groupId: string, isLocation: boolean): Prisma.Sql {
  const locationTypes = Prisma.sql`SELECT "lt"."id" FROM "EntityType" AS "lt"
    WHERE "lt"."groupId" = ${groupId} AND "lt"."isLocation" = TRUE`;
  return isLocation
    ? Prisma.sql`"e"."entityTypeId" IN (${locationTypes})`
    : Prisma.sql`("e"."entityTypeId" IS NULL OR "e"."entityTypeId" NOT IN (${locationTypes}))`;
}
