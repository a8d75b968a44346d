import type { TenantContext } from "@/lib/auth/principal";
import { db } from "@/lib/db/client";
import type { TagOut } from "@/lib/schemas/tags";
import { readTagOut } from "./read-tag";

export async function getTag(ctx: TenantContext, id: string): Promise<TagOut> {
  return readTagOut(db(), ctx.groupId, id);
}
