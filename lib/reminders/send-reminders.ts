import { db } from "@/lib/db/client";
import { createFormats } from "@/lib/i18n/format";
import type { DisplayPreferences } from "@/lib/i18n/preferences";
import { translatorFor } from "@/lib/i18n/translator";
import { log } from "@/lib/log";
import { formatDateOnly } from "@/lib/schemas/common";
import { storedDisplay } from "@/lib/users/stored-display";
import { sendNotification } from "@/lib/notifiers/send-notification";
import { claimGroupReminders } from "./claim-group-reminders";
import { findDueReminders, type DueReminder } from "./find-due-reminders";
import { skipClaimedReminders } from "./skip-claimed-reminders";

export type ReminderRun = { sent: number; alreadyClaimed: number; failed: number };

/** The group's reminders as one message, in the notifier owner's language and date format. */
export function reminderMessage(reminders: DueReminder[], display: DisplayPreferences) {
  const locale = display.locale ?? null;
  const t = translatorFor(locale, "notifications");
  const f = createFormats({
    locale: locale ?? "en",
    currency: "USD",
    dateFormat: display.dateFormat ?? "auto",
    timeZone: "UTC",
  });
  const lines = reminders.map((reminder) => {
    const day = f.day(formatDateOnly(reminder.dueDate));
    if (reminder.kind === "warranty") return t("warrantyEnds", { day, item: reminder.itemName });
    return t("maintenanceDue", {
      when: reminder.overdue ? "overdue" : "today",
      day,
      name: reminder.name,
      item: reminder.itemName,
    });
  });
  return { title: t("remindersTitle", { count: reminders.length }), body: lines.join("\n") };
}

/** Sends one group's newly claimed reminders, as one message, to each of its active notifiers. */
async function sendToGroup(groupId: string, reminders: DueReminder[], rowIds: string[]): Promise<boolean> {
  const notifiers = await db().notifier.findMany({
    where: { groupId, isActive: true },
    select: { id: true, url: true, user: { select: { settings: true } } },
  });
  let delivered = 0;
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
