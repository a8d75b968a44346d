import { db } from "@/lib/db/client";
import { log } from "@/lib/log";
import { sendNotification } from "@/lib/notifiers/send-notification";
import { storedDisplay } from "@/lib/users/stored-display";
import type { LowStockAlert } from "./low-stock-marker";
import { lowStockMessage } from "./low-stock-message";

/**
 * Tells the group's active notifiers that an item fell below its minimum, as the reminders do
 * (lib/reminders). Runs after the write committed and is not awaited by the request: a slow or
 * failing notifier never holds up or fails the adjustment. The mark was set before, so a failed
 * delivery is logged and not retried (as a failed reminder).
 */
export function notifyLowStock(alert: LowStockAlert | null): void {
  if (!alert) return;
  void deliver(alert).catch((error) =>
    log.warn("low-stock notification failed", {
      reason: error instanceof Error ? error.message : String(error),
    }),
  );
}

async function deliver(alert: LowStockAlert): Promise<void> {
  const notifiers = await db().notifier.findMany({
    where: { groupId: alert.groupId, isActive: true },
    select: { id: true, url: true, user: { select: { settings: true } } },
  });
  for (const notifier of notifiers) {
    try {
      await sendNotification(notifier.url, lowStockMessage(alert, storedDisplay(notifier.user.settings)));
    } catch (error) {
      // The URL holds secrets: log the notifier's id and the reason only.
      log.warn("low-stock delivery failed", {
        notifierId: notifier.id,
        reason: error instanceof Error ? error.message : String(error),
      });
    }
  }
}
