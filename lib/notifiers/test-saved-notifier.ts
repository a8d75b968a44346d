import type { TenantContext } from "@/lib/auth/principal";
import { db } from "@/lib/db/client";
import { notFound } from "@/lib/errors/domain-error";
import { storedDisplay } from "@/lib/users/stored-display";
import { testNotifier } from "./test-notifier";

/**
 * Sends the test message to one of the caller's saved notifiers. Its URL never leaves the server,
 * so the web app tests a saved notifier by id. Someone else's is 404.
 */
export async function testSavedNotifier(ctx: TenantContext, id: string): Promise<void> {
  const row = await db().notifier.findFirst({
    where: { id, groupId: ctx.groupId, userId: ctx.userId },
    select: { url: true, user: { select: { settings: true } } },
  });
  if (!row) throw notFound();
  await testNotifier(row.url, storedDisplay(row.user.settings).locale ?? null);
}
