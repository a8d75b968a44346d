import type { NotifierMessage } from "./notifier-scheme";
import { parseNotifierUrl } from "./parse-notifier-url";

/** Delivers one message to one notifier URL with the delivery function of its scheme. */
export async function sendNotification(urlText: string, message: NotifierMessage): Promise<void> {
  const { url, scheme } = parseNotifierUrl(urlText);
  await scheme.deliver(url, message);
}
