/**
 * The loopback port of the SMTP server the password reset spec runs; playwright.config.ts points the
 * web server's SMTP_PORT at it. E2E_SMTP_PORT sets it; by default it is E2E_PORT + 1000, so runs on
 * different E2E ports do not collide.
 */
export function e2eSmtpPort(): number {
  if (process.env.E2E_SMTP_PORT) return Number(process.env.E2E_SMTP_PORT);
  return Number(process.env.E2E_PORT || 7790) + 1000;
}
