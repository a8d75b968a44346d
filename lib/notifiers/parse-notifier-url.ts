import { notifierUrlChecks } from "./notifier-url-checks";

export const SUPPORTED_SCHEMES =
  "ntfy, discord, slack, telegram, gotify, generic+https, generic+http, mailto, smtp";

/** The URL, or the reason it is unusable. Pure: the browser's forms run it too. */
export function readNotifierUrl(text: string): { url: URL } | { problem: string } {
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    return { problem: "is not a valid URL" };
  }
  const check = notifierUrlChecks[url.protocol.toLowerCase()];
  if (!check) return { problem: `unsupported scheme; use one of ${SUPPORTED_SCHEMES}` };
  const problem = check(url);
  return problem ? { problem } : { url };
}
