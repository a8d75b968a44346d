import type { TenantContext } from "@/lib/auth/principal";
import { db } from "@/lib/db/client";
import type { EntityTypeSummaryOut } from "@/lib/schemas/entity-types";
import { readEntityType } from "./entity-type-checks";

export async function getEntityType(ctx: TenantContext, id: string): Promise<EntityTypeSummaryOut> {
  return readEntityType(db(), ctx.groupId, id);
}
