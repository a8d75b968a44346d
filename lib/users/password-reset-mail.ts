import { translatorFor } from "@/lib/i18n/translator";
import { escapeHtml } from "@/lib/mail/escape-html";

type ResetMailInput = {
  name: string;
  link: string;
  ttlMs: number;
  /** The recipient's language: their setting, else the asking request's; English when unknown. */
  locale?: string | null;
};

/** The password reset email: subject, plain text and HTML with the one-time link. */
export function passwordResetMail({ name, link, ttlMs, locale }: ResetMailInput) {
  const t = translatorFor(locale, "mail");
  const minutes = Math.max(1, Math.round(ttlMs / 60_000));
  const valid = minutes % 60 === 0 ? t("hours", { count: minutes / 60 }) : t("minutes", { count: minutes });
  const greeting = t("greeting", { name });
  const asked = t("asked");
  const openWithin = t("openWithin", { valid });
  const once = t("once");
  const button = t("button");
  const text = [greeting, "", asked, openWithin, "", link, "", once].join("\n");
  const html = `<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(asked)}
${escapeHtml(openWithin)}</p>
<p><a href="${escapeHtml(link)}">${escapeHtml(button)}</a></p>
<p>${escapeHtml(once)}</p>`;
  return { subject: t("subject"), text, html };
}
