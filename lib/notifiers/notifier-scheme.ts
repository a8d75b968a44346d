import { OutboundFailed, safeFetch, type SafeRequest } from "@/lib/http-out/safe-fetch";

export type NotifierMessage = { title: string; body: string };

/**
 * One kind of notifier URL (Shoutrrr's formats): `check` says what is wrong with a URL of this
 * scheme (null when it is usable), `deliver` sends a message to it.
 */
export type NotifierScheme = {
  check: (url: URL) => string | null;
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

/** A yes/no query parameter the Shoutrrr way (yes, true, 1). */
export const flag = (url: URL, name: string) => /^(yes|true|1)$/i.test(url.searchParams.get(name) ?? "");

export const decoded = (text: string) => {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
};
