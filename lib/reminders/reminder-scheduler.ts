import { config } from "@/lib/config/env";
import { log } from "@/lib/log";
import { sendReminders } from "./send-reminders";

let started = false;
let stopped = false;
let timer: ReturnType<typeof setTimeout> | undefined;
let running: Promise<void> | undefined;

/**
 * Runs the reminder tick now and then every CAIRN_REMINDER_INTERVAL_SECONDS in this server process.
 * Every server of a deployment runs one; the claim rows keep each reminder to one delivery.
 */
export function startReminderScheduler(): void {
  if (started) return;
  started = true;
  const { reminderIntervalMs, warrantyReminderDays } = config();
  const tick = async () => {
    if (stopped) return;
    try {
      const run = await sendReminders(new Date(), warrantyReminderDays);
      if (run.sent + run.failed + run.alreadyClaimed > 0) log.info("reminders checked", run);
    } catch (error) {
      log.error("reminder run failed", { error });
    } finally {
      if (!stopped) timer = setTimeout(run, reminderIntervalMs).unref();
    }
  };
  const run = () => {
    running = tick().finally(() => {
      running = undefined;
    });
  };
  timer = setTimeout(run, 0).unref();
}

/** At shutdown: no further runs; waits for a run in progress to finish its deliveries. */
export async function stopReminderScheduler(): Promise<void> {
  stopped = true;
  clearTimeout(timer);
  await running;
}
