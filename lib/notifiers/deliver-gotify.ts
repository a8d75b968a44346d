import { flag, json, post, type NotifierScheme } from "./notifier-scheme";

function split(url: URL) {
  const segments = url.pathname.split("/").filter(Boolean);
  const token = segments.pop() ?? "";
  return { token, path: segments.join("/") };
}

/** gotify://host[:port][/path]/token[?disabletls=yes&priority=&title=]. */
export const gotify: NotifierScheme = {
  check(url) {
    if (url.hostname === "" || split(url).token === "") return "a Gotify URL looks like gotify://host/token";
    return null;
  },
  async deliver(url, message) {
    const { token, path } = split(url);
    const scheme = flag(url, "disabletls") ? "http" : "https";
    const request = json({
      title: url.searchParams.get("title") ?? message.title,
      message: message.body,
      priority: Number(url.searchParams.get("priority") ?? 0) || 0,
    });
    await post(`${scheme}://${url.host}/${path ? `${path}/` : ""}message`, {
      ...request,
      headers: { ...request.headers, "X-Gotify-Key": decodeURIComponent(token) },
    });
  },
};
