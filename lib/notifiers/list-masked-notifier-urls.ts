import type { TenantContext } from "@/lib/auth/principal";
import { db } from "@/lib/db/client";
import { maskNotifierUrl } from "./mask-notifier-url";

/**
 * The caller's notifiers' URLs, masked, by notifier id: for the settings page, which the server
 * renders (the API never sends a notifier's URL back, masked or not).
 */
export async function listMaskedNotifierUrls(ctx: TenantContext): Promise<Record<string, string>> {
  const rows = await db().notifier.findMany({
    where: { groupId: ctx.groupId, userId: ctx.userId },
    select: { id: true, url: true },
  });
  return Object.fromEntries(rows.map((row) => [row.id, maskNotifierUrl(row.url)]));
}
