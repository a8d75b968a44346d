import { invalidField } from "@/lib/errors/domain-error";
import { outboundPolicy } from "@/lib/http-out/outbound-policy";
import { OutboundRefused, vetDestination } from "@/lib/http-out/safe-fetch";

/**
 * Refuses (422 on `url`) a webhook URL whose host is or resolves to a private, loopback or
 * link-local address, unless NOTIFIER_ALLOW_PRIVATE / NOTIFIER_ALLOW_HOSTS allow it. A host that
 * does not resolve now is accepted: every delivery checks the destination again.
 */
export async function checkWebhookUrl(url: string): Promise<void> {
  try {
    await vetDestination(new URL(url), outboundPolicy());
  } catch (error) {
    if (error instanceof OutboundRefused) throw invalidField("url", error.message);
  }
}
