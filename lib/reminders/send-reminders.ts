import { db } from "@/lib/db/client";
import { log } from "@/lib/log";
import { sendNotification } from "@/lib/notifiers/send-notification";
import { claimReminder } from "./claim-reminder";
import { findDueReminders, type DueReminder } from "./find-due-reminders";
import { skipClaimedReminders } from "./skip-claimed-reminders";

export type ReminderRun = { sent: number; alreadyClaimed: number; failed: number };

function messageFor(reminders: DueReminder[]) {
  const title = reminders.length === 1 ? "Cairn: 1 reminder" : `Cairn: ${reminders.length} reminders`;
  return { title, body: reminders.map((reminder) => reminder.line).join("\n") };
}

/** Sends one group's newly claimed reminders, as one message, to each of its active notifiers. */
async function sendToGroup(groupId: string, reminders: DueReminder[], rowIds: string[]): Promise<boolean> {
  const notifiers = await db().notifier.findMany({
    where: { groupId, isActive: true },
    select: { id: true, url: true },
  });
  const message = messageFor(reminders);
  let delivered = 0;
  for (const notifier of notifiers) {
    try {
      await sendNotification(notifier.url, message);
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
 * One scheduler tick: finds what is due, claims each reminder (once across all servers), and sends
 * each group its claimed reminders. A reminder is never sent twice; one whose delivery failed is
 * recorded as failed and not retried.
 */
export async function sendReminders(now: Date, warrantyDays: number): Promise<ReminderRun> {
  const due = await findDueReminders(now, warrantyDays);
  const unclaimed = await skipClaimedReminders(due);
  const claimed = new Map<string, { reminders: DueReminder[]; rowIds: string[] }>();
  let alreadyClaimed = due.length - unclaimed.length;
  for (const reminder of unclaimed) {
    const rowId = await claimReminder(reminder);
    if (rowId === null) {
      alreadyClaimed++;
      continue;
    }
    const group = claimed.get(reminder.groupId) ?? { reminders: [], rowIds: [] };
    group.reminders.push(reminder);
    group.rowIds.push(rowId);
    claimed.set(reminder.groupId, group);
  }
  const run: ReminderRun = { sent: 0, alreadyClaimed, failed: 0 };
  for (const [groupId, group] of claimed) {
    if (await sendToGroup(groupId, group.reminders, group.rowIds)) run.sent += group.reminders.length;
    else run.failed += group.reminders.length;
  }
  return run;
}
