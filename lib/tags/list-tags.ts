import type { TenantContext } from "@/lib/auth/principal";
import { db } from "@/lib/db/client";
import type { TagSummaryOut } from "@/lib/schemas/tags";
import { sortByName } from "./name-order";
import { toTagSummary } from "./tag-summary";

/** Every tag of the group, by name. */
export async function listTags(ctx: TenantContext): Promise<TagSummaryOut[]> {
  const tags = await db().tag.findMany({ where: { groupId: ctx.groupId } });
  return sortByName(tags).map(toTagSummary);
}
