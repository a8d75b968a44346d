/** Next.js calls this once when a server process starts. */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME === "nodejs") {
    // Backup and restore jobs a previous process left pending or running are marked failed.
    const { recoverJobs } = await import("@/lib/collection/recover-jobs");
    await recoverJobs();
    // Reminders of due maintenance and ending warranties go to the groups' notifiers.
    const { startReminderScheduler } = await import("@/lib/reminders/reminder-scheduler");
    startReminderScheduler();
    // Change events go out to the groups' webhooks.
    const { startWebhookDispatcher } = await import("@/lib/webhooks/webhook-dispatcher");
    startWebhookDispatcher();
  }
}
