import { decoded, flag, post, type NotifierScheme } from "./notifier-scheme";

/**
 * ntfy://[user:password@]host[:port]/topic — or ntfy://:accesstoken@host/topic. The host defaults
 * to ntfy.sh; `?scheme=http` talks plain HTTP (self-hosted), `?priority=`, `?tags=`, `?title=`.
 */
export const ntfy: NotifierScheme = {
  async deliver(url, message) {
    const scheme = url.searchParams.get("scheme") === "http" || flag(url, "disabletls") ? "http" : "https";
    const host = url.host || "ntfy.sh";
    const topic = url.pathname.replace(/^\/+|\/+$/g, "");
    const headers: Record<string, string> = {
      "Content-Type": "text/plain; charset=utf-8",
      Title: url.searchParams.get("title") ?? message.title,
    };
    const priority = url.searchParams.get("priority");
    if (priority) headers.Priority = priority;
    const tags = url.searchParams.get("tags");
    if (tags) headers.Tags = tags;
    const user = decoded(url.username);
    const password = decoded(url.password);
    if (user !== "") headers.Authorization = `Basic ${Buffer.from(`${user}:${password}`).toString("base64")}`;
    else if (password !== "") headers.Authorization = `Bearer ${password}`;
    await post(`${scheme}://${host}/${topic}`, { headers, body: message.body });
  },
};
