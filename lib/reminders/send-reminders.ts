import { db } from "@/lib/db/client";
import { log } from "@/lib/log";
import { storedDisplay } from "@/lib/users/stored-display";
import { sendNotification } from "@/lib/notifiers/send-notification";
import { claimGroupReminders } from "./claim-group-reminders";
import { findDueReminders, type DueReminder } from "./find-due-reminders";
import { skipClaimedReminders } from "./skip-claimed-reminders";

export type ReminderRun = { sent: number; alreadyClaimed: number; failed: number };

/** Sends one group's newly claimed reminders, as one message, to each of its active notifiers. */
async function sendToGroup(groupId: string, reminders: DueReminder[], rowIds: string[]): Promise<boolean> {
  const notifiers = await db().notifier.findMany({
    where: { groupId, isActive: true },
    select: { id: true, url: true, user: { select: { settings: true } } },
  });
  let delivered = 0;
  // Loaded here, not at start-up: the scheduler ticks at start, and most ticks have nothing to say.
  const { reminderMessage } = await import("./reminder-message");
  for (const notifier of notifiers) {
    try {
      await sendNotification(notifier.url, reminderMessage(reminders, storedDisplay(notifier.user.settings)));
      delivered++;
    } catch (error) {
      // The URL holds secrets: log the notifier's id and the reason only.
      log.warn("reminder delivery failed", {
        notifierId: notifier.id,
        reason: error instanceof Error ? error.message : String(error),
      });
    }
  }
  const status = delivered > 0 ? "sent" : "failed";
  await db().sentReminder.updateMany({ where: { id: { in: rowIds } }, data: { status } });
  return delivered > 0;
}

/**
 * One scheduler tick: finds what is due, claims each group's reminders (once across all servers, a
 * group's together), and sends each group its claimed reminders as one message. A reminder is never
 * sent twice; one whose delivery failed is recorded as failed and not retried.
 */
export async function sendReminders(now: Date, warrantyDays: number): Promise<ReminderRun> {
  const due = await findDueReminders(now, warrantyDays);
  const unclaimed = await skipClaimedReminders(due);
  const byGroup = new Map<string, DueReminder[]>();
  for (const reminder of unclaimed)
    byGroup.set(reminder.groupId, [...(byGroup.get(reminder.groupId) ?? []), reminder]);
  const run: ReminderRun = { sent: 0, alreadyClaimed: due.length - unclaimed.length, failed: 0 };
  for (const [groupId, reminders] of byGroup) {
    const rowIds = await claimGroupReminders(groupId, reminders);
    if (rowIds === null) {
      run.alreadyClaimed += reminders.length;
      continue;
    }
    if (await sendToGroup(groupId, reminders, rowIds)) run.sent += reminders.length;
    else run.failed += reminders.length;
  }
  return run;
}
