import { flag, json, post, type NotifierScheme } from "./notifier-scheme";
import { gotifyParts } from "./notifier-url-checks";

/** gotify://host[:port][/path]/token[?disabletls=yes&priority=&title=]. */
export const gotify: NotifierScheme = {
  async deliver(url, message) {
    const { token, path } = gotifyParts(url);
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
