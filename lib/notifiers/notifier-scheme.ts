import { OutboundFailed, safeFetch, type SafeRequest } from "@/lib/http-out/safe-fetch";

export { decoded, flag } from "./url-text";

export type NotifierMessage = { title: string; body: string };

/**
 * How one kind of notifier URL (Shoutrrr's formats) is sent to. What makes such a URL usable is
 * checked apart, in notifier-url-checks.ts, which the browser loads too.
 */
export type NotifierScheme = {
  deliver: (url: URL, message: NotifierMessage) => Promise<void>;
};

/** Sends one request through the SSRF guard; any answer but 2xx is a failed delivery. */
export async function post(target: string, request: SafeRequest): Promise<void> {
  const answer = await safeFetch(target, { method: "POST", ...request });
  if (answer.status < 200 || answer.status >= 300) {
    throw new OutboundFailed(`${new URL(target).hostname} answered ${answer.status}`);
  }
}

export const json = (value: unknown): SafeRequest => ({
  headers: { "Content-Type": "application/json" },
  body: JSON.stringify(value),
});
