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

/**
 * The Shoutrrr services HomeBox lets a notifier be saved with (the part of the scheme before "+";
 * `generic+https` is `generic`). Cairn sends to the ones of SUPPORTED_SCHEMES; a URL of another, or
 * one whose details are wrong, is saved as HomeBox saves it and reported when tested or sent.
 */
const SAVEABLE_SERVICES = new Set([
  "bark",
  "discord",
  "smtp",
  "gotify",
  "googlechat",
  "ifttt",
  "join",
  "mattermost",
  "matrix",
  "ntfy",
  "opsgenie",
  "pushbullet",
  "pushover",
  "rocketchat",
  "slack",
  "teams",
  "telegram",
  "zulip",
  "generic",
  "mailto",
]);

/** Why a notifier URL cannot be saved, or null: what HomeBox accepts, Cairn accepts. */
export function notifierUrlSaveProblem(text: string): string | null {
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(text.trim())?.[1]?.toLowerCase();
  if (!scheme) return "is not a valid URL";
  const service = scheme.split("+")[0]!;
  if (!SAVEABLE_SERVICES.has(service)) return `unsupported scheme; use one of ${SUPPORTED_SCHEMES}`;
  try {
    new URL(text.trim());
  } catch {
    return "is not a valid URL";
  }
  return null;
}
