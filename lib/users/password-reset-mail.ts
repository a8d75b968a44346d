import { escapeHtml } from "@/lib/mail/escape-html";

function describeDuration(ms: number): string {
  const minutes = Math.max(1, Math.round(ms / 60_000));
  if (minutes % 60 === 0) return minutes === 60 ? "1 hour" : `${minutes / 60} hours`;
  return minutes === 1 ? "1 minute" : `${minutes} minutes`;
}

/** The password reset email: subject, plain text and HTML with the one-time link. */
export function passwordResetMail(input: { name: string; link: string; ttlMs: number }) {
  const valid = describeDuration(input.ttlMs);
  const text = [
    `Hello ${input.name},`,
    "",
    "Someone (hopefully you) asked to reset the password of your Cairn account.",
    `Open this link within ${valid} to choose a new password:`,
    "",
    input.link,
    "",
    "The link works once. If you did not ask for it, ignore this email: your password stays as it is.",
  ].join("\n");
  const html = `<p>Hello ${escapeHtml(input.name)},</p>
<p>Someone (hopefully you) asked to reset the password of your Cairn account.
Open this link within ${valid} to choose a new password:</p>
<p><a href="${escapeHtml(input.link)}">Choose a new password</a></p>
<p>The link works once. If you did not ask for it, ignore this email: your password stays as it is.</p>`;
  return { subject: "Reset your Cairn password", text, html };
}
