import { json, post, type NotifierScheme } from "./notifier-scheme";
import { slackTarget } from "./notifier-url-checks";

export const slack: NotifierScheme = {
  async deliver(url, message) {
    const target = slackTarget(url)!;
    const text = `*${message.title}*\n${message.body}`;
    if (target.kind === "webhook") {
      await post(`https://hooks.slack.com/services/${target.path}`, json({ text }));
      return;
    }
    const request = json({ channel: target.channel, text });
    await post("https://slack.com/api/chat.postMessage", {
      ...request,
      headers: { ...request.headers, Authorization: `Bearer ${target.token}` },
    });
  },
};
