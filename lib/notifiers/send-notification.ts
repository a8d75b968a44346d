import { invalidField } from "@/lib/errors/domain-error";
import type { NotifierMessage } from "./notifier-scheme";
import { notifierSchemes } from "./notifier-schemes";
import { readNotifierUrl } from "./parse-notifier-url";

/**
 * Delivers one message to one notifier URL with the delivery function of its scheme. An unusable
 * URL is a 422 on the field `url`.
 */
export async function sendNotification(urlText: string, message: NotifierMessage): Promise<void> {
  const result = readNotifierUrl(urlText);
  if ("problem" in result) throw invalidField("url", result.problem);
  const scheme = notifierSchemes[result.url.protocol.toLowerCase()];
  if (!scheme) throw invalidField("url", "unsupported scheme");
  await scheme.deliver(result.url, message);
}
