import { createFormats } from "@/lib/i18n/format";
import type { DisplayPreferences } from "@/lib/i18n/preferences";
import { translatorFor } from "@/lib/i18n/translator";
import { formatDateOnly } from "@/lib/schemas/common";
import type { DueReminder } from "./find-due-reminders";

/** The group's reminders as one message, in the notifier owner's language and date format. */
export function reminderMessage(reminders: DueReminder[], display: DisplayPreferences) {
  const locale = display.locale ?? null;
  const t = translatorFor(locale, "notifications");
  const tl = translatorFor(locale, "loans");
  const f = createFormats({
    locale: locale ?? "en",
    currency: "USD",
    dateFormat: display.dateFormat ?? "auto",
    timeZone: "UTC",
  });
  const lines = reminders.map((reminder) => {
    const day = f.day(formatDateOnly(reminder.dueDate));
    if (reminder.kind === "warranty") return t("warrantyEnds", { day, item: reminder.itemName });
    if (reminder.kind === "loan-due-soon" || reminder.kind === "loan-due") {
      const when = reminder.kind === "loan-due-soon" ? "tomorrow" : reminder.overdue ? "overdue" : "today";
      return tl("reminder", { when, day, item: reminder.itemName, borrower: reminder.name });
    }
    return t("maintenanceDue", {
      when: reminder.overdue ? "overdue" : "today",
      day,
      name: reminder.name,
      item: reminder.itemName,
    });
  });
  return { title: t("remindersTitle", { count: reminders.length }), body: lines.join("\n") };
}
