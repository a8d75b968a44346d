import { cache } from "react";
import type { TenantContext } from "@/lib/auth/principal";
import { db } from "@/lib/db/client";

// Keyed by the group id, not the context object: React's cache compares arguments by identity.
const currencyOfGroup = cache(async (groupId: string): Promise<string> => {
  const group = await db().group.findUnique({ where: { id: groupId }, select: { currency: true } });
  return group?.currency ?? "USD";
});

/** The currency a group's amounts are shown in; cached per request (the layout and pages ask). */
export function groupCurrency(ctx: TenantContext): Promise<string> {
  return currencyOfGroup(ctx.groupId);
}
