import { smtpUrlProblem } from "./smtp-url";
import { decoded } from "./url-text";

/**
 * What makes a notifier URL usable, by URL protocol: each check names the problem, or null. Pure
 * (no network, no Node modules): the zod schema in lib/schemas/notifiers.ts runs it in the
 * browser's forms as well as in the API.
 */
type UrlCheck = (url: URL) => string | null;

type SlackTarget = { kind: "webhook"; path: string } | { kind: "api"; token: string; channel: string };

/**
 * Shoutrrr's Slack forms: slack://hook:AAA-BBB-CCC@webhook (incoming webhook), the older
 * slack://AAA/BBB/CCC, and slack://xoxb:BOT-TOKEN@channel (API token and channel).
 */
export function slackTarget(url: URL): SlackTarget | null {
  const user = decoded(url.username);
  const password = decoded(url.password);
  if (user === "hook" && password !== "") {
    const parts = password.split("-");
    return parts.length === 3 && parts.every(Boolean) ? { kind: "webhook", path: parts.join("/") } : null;
  }
  if (/^xox[abp]$/.test(user) && password !== "" && url.hostname !== "") {
    return { kind: "api", token: `${user}-${password}`, channel: decoded(url.hostname) };
  }
  const parts = [url.hostname, ...url.pathname.split("/").filter(Boolean)];
  if (user === "" && parts.length === 3 && parts.every(Boolean))
    return { kind: "webhook", path: parts.join("/") };
  return null;
}

/** gotify://host[/path]/token: the token is the last path segment. */
export function gotifyParts(url: URL) {
  const segments = url.pathname.split("/").filter(Boolean);
  const token = segments.pop() ?? "";
  return { token, path: segments.join("/") };
}

export const telegramChats = (url: URL) =>
  (url.searchParams.get("chats") ?? url.searchParams.get("channels") ?? "")
    .split(",")
    .map((chat) => chat.trim())
    .filter(Boolean);

const ntfy: UrlCheck = (url) => {
  const topic = url.pathname.replace(/^\/+|\/+$/g, "");
  if (topic === "" || topic.includes("/")) return "an ntfy URL needs one topic: ntfy://host/topic";
  const scheme = url.searchParams.get("scheme");
  if (scheme !== null && scheme !== "http" && scheme !== "https") return "scheme must be http or https";
  return null;
};

const discord: UrlCheck = (url) =>
  url.username === "" || url.hostname === "" ? "a Discord URL looks like discord://token@webhookid" : null;

const slack: UrlCheck = (url) =>
  slackTarget(url)
    ? null
    : "a Slack URL looks like slack://hook:AAA-BBB-CCC@webhook or slack://xoxb:TOKEN@channel";

const telegram: UrlCheck = (url) => {
  if (url.username === "" || url.password === "")
    return "a Telegram URL looks like telegram://TOKEN@telegram?chats=@channel";
  if (telegramChats(url).length === 0) return "a Telegram URL needs ?chats=";
  return null;
};

const gotify: UrlCheck = (url) =>
  url.hostname === "" || gotifyParts(url).token === "" ? "a Gotify URL looks like gotify://host/token" : null;

const generic: UrlCheck = (url) => {
  if (url.hostname === "") return "a generic webhook URL looks like generic+https://host/path";
  const method = url.searchParams.get("method");
  if (method !== null && !/^(POST|PUT|PATCH)$/i.test(method)) return "method must be POST, PUT or PATCH";
  return null;
};

const mailto: UrlCheck = (url) =>
  /^[^@\s]+@[^@\s]+$/.test(decoded(url.pathname)) ? null : "a mailto: URL needs an address";

export const notifierUrlChecks: Readonly<Record<string, UrlCheck>> = {
  "ntfy:": ntfy,
  "discord:": discord,
  "slack:": slack,
  "telegram:": telegram,
  "gotify:": gotify,
  "generic:": generic,
  "generic+https:": generic,
  "generic+http:": generic,
  "mailto:": mailto,
  "smtp:": smtpUrlProblem,
};
