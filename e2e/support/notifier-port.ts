/**
 * The loopback port of the webhook receiver e2e/notifiers.spec.ts runs; playwright.config.ts lets
 * the web server's notifiers reach exactly this host:port (NOTIFIER_ALLOW_HOSTS). E2E_NOTIFIER_PORT
 * sets it; by default it is E2E_PORT + 1100, so runs on different E2E ports do not collide.
 */
export function e2eNotifierPort(): number {
  if (process.env.E2E_NOTIFIER_PORT) return Number(process.env.E2E_NOTIFIER_PORT);
  return Number(process.env.E2E_PORT || 7790) + 1100;
}
