import type { TenantContext } from "@/lib/auth/principal";
import { db } from "@/lib/db/client";
import type { EntityTypeSummaryOut } from "@/lib/schemas/entity-types";
import { sortByName } from "@/lib/tags/name-order";
import { toEntityTypeSummary } from "./entity-type-summary";
import { withDefaultTemplate } from "./entity-type-checks";

/** Every entity type of the group, by name. */
export async function listEntityTypes(ctx: TenantContext): Promise<EntityTypeSummaryOut[]> {
  const types = await db().entityType.findMany({
    where: { groupId: ctx.groupId },
    include: withDefaultTemplate,
  });
  return sortByName(types).map(toEntityTypeSummary);
}
