import { cache } from "react";
import { db } from "@/lib/db/client";

/** The currency a group's amounts are shown in; cached per request (the layout and pages ask). */
export const groupCurrency = cache(async (groupId: string): Promise<string> => {
  const group = await db().group.findUnique({ where: { id: groupId }, select: { currency: true } });
  return group?.currency ?? "USD";
});
