import { config } from "@/lib/config/env";
import { log } from "@/lib/log";
import { sendReminders } from "./send-reminders";

let started = false;

/**
 * Runs the reminder tick now and then every CAIRN_REMINDER_INTERVAL_SECONDS in this server process.
 * Every server of a deployment runs one; the claim rows keep each reminder to one delivery.
 */
export function startReminderScheduler(): void {
  if (started) return;
  started = true;
  const { reminderIntervalMs, warrantyReminderDays } = config();
  const tick = async () => {
    try {
      const run = await sendReminders(new Date(), warrantyReminderDays);
      if (run.sent + run.failed + run.alreadyClaimed > 0) log.info("reminders checked", run);
    } catch (error) {
      log.error("reminder run failed", { error });
    } finally {
      setTimeout(() => void tick(), reminderIntervalMs).unref();
    }
  };
  setTimeout(() => void tick(), 0).unref();
}
