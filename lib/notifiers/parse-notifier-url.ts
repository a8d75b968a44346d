import { invalidField } from "@/lib/http/errors";
import type { NotifierScheme } from "./notifier-scheme";
import { notifierSchemes } from "./notifier-schemes";

export const SUPPORTED_SCHEMES =
  "ntfy, discord, slack, telegram, gotify, generic+https, generic+http, mailto, smtp";

/** The URL and its scheme's handler, or null with the reason it is unusable. */
export function readNotifierUrl(text: string): { url: URL; scheme: NotifierScheme } | { problem: string } {
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    return { problem: "is not a valid URL" };
  }
  const scheme = notifierSchemes[url.protocol.toLowerCase()];
  if (!scheme) return { problem: `unsupported scheme; use one of ${SUPPORTED_SCHEMES}` };
  const problem = scheme.check(url);
  return problem ? { problem } : { url, scheme };
}

/** Like readNotifierUrl, but an unusable URL is a 422 on the field `url`. */
export function parseNotifierUrl(text: string): { url: URL; scheme: NotifierScheme } {
  const result = readNotifierUrl(text);
  if ("problem" in result) throw invalidField("url", result.problem);
  return result;
}
