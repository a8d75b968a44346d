import { flag, post, type NotifierScheme } from "./notifier-scheme";

/** Shoutrrr's own query keys; every other parameter goes on to the webhook. */
const CONFIG_KEYS = new Set([
  "contenttype",
  "disabletls",
  "method",
  "template",
  "messagekey",
  "titlekey",
  "title",
]);

/**
 * A plain webhook: generic+https://host/path (or generic+http://, or generic://…?disabletls=yes).
 * `?template=json` posts {"title", "message"} (`titlekey`/`messagekey` rename them), otherwise the
 * message text; `?@Header=value` adds a header, `?$key=value` a JSON field, `?method=PUT` the verb.
 */
export const generic: NotifierScheme = {
  async deliver(url, message) {
    const scheme = url.protocol === "generic+http:" || flag(url, "disabletls") ? "http" : "https";
    const target = new URL(`${scheme}://${url.host}${url.pathname}`);
    const headers: Record<string, string> = {};
    const extra: Record<string, string> = {};
    for (const [key, value] of url.searchParams) {
      if (key.startsWith("@")) headers[key.slice(1)] = value;
      else if (key.startsWith("$")) extra[key.slice(1)] = value;
      else if (!CONFIG_KEYS.has(key.toLowerCase())) target.searchParams.append(key, value);
    }
    const title = url.searchParams.get("title") ?? message.title;
    let body: string;
    if (url.searchParams.get("template") === "json" || Object.keys(extra).length > 0) {
      const titleKey = url.searchParams.get("titlekey") ?? "title";
      const messageKey = url.searchParams.get("messagekey") ?? "message";
      body = JSON.stringify({ ...extra, [titleKey]: title, [messageKey]: message.body });
      headers["Content-Type"] = url.searchParams.get("contenttype") ?? "application/json";
    } else {
      body = `${title}\n${message.body}`;
      headers["Content-Type"] = url.searchParams.get("contenttype") ?? "text/plain; charset=utf-8";
    }
    await post(target.toString(), {
      method: (url.searchParams.get("method") ?? "POST").toUpperCase(),
      headers,
      body,
    });
  },
};
