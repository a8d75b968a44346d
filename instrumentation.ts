/** Next.js calls this once when a server process starts. */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME === "nodejs") {
    // Half-written uploads and storage writes of a killed process are removed.
    const { removeTemporaryFiles } = await import("@/lib/storage/remove-temporary-files");
    await removeTemporaryFiles();
    // Backup and restore jobs a previous process left pending or running are marked failed.
    const { recoverJobs } = await import("@/lib/collection/recover-jobs");
    await recoverJobs();
    // Reminders of due maintenance and ending warranties go to the groups' notifiers.
    const { startReminderScheduler, stopReminderScheduler } =
      await import("@/lib/reminders/reminder-scheduler");
    startReminderScheduler();
    // Change events go out to the groups' webhooks.
    const { startWebhookDispatcher } = await import("@/lib/webhooks/webhook-dispatcher");
    startWebhookDispatcher();
    // Run by scripts/start.mjs on SIGTERM, in this order, after the in-flight requests have finished.
    const { onShutdown } = await import("@/lib/process/shutdown-hooks");
    const { stopThumbnailQueue } = await import("@/lib/attachments/thumbnail-queue");
    const { disconnectDb } = await import("@/lib/db/client");
    onShutdown("reminder scheduler", stopReminderScheduler);
    onShutdown("thumbnail queue", stopThumbnailQueue);
    onShutdown("database", disconnectDb);
  }
}
