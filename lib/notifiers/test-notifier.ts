import { DomainError } from "@/lib/errors/domain-error";
import { OutboundFailed, OutboundRefused } from "@/lib/http-out/safe-fetch";
import { translatorFor } from "@/lib/i18n/translator";
import { sendNotification } from "./send-notification";

/** The test message in the notifier owner's language (English when they chose none). */
export function testMessage(locale: string | null | undefined) {
  const t = translatorFor(locale, "notifications");
  return { title: t("testTitle"), body: t("testBody") };
}

/**
 * Sends the test message to a URL. A destination the guard refuses is the caller's input (422 on
 * `url`); a destination that fails or answers badly is 502. Messages name hosts, never URLs.
 */
export async function testNotifier(url: string, locale: string | null): Promise<void> {
  try {
    await sendNotification(url, testMessage(locale));
  } catch (error) {
    if (error instanceof OutboundRefused) {
      throw new DomainError("validation", `url: ${error.message}`, { fields: { url: error.message } });
    }
    if (error instanceof OutboundFailed)
      throw new DomainError("upstream_failed", `the notification failed: ${error.message}`, { cause: error });
    throw error;
  }
}
