import { decoded, json, post, type NotifierScheme } from "./notifier-scheme";

type SlackTarget = { kind: "webhook"; path: string } | { kind: "api"; token: string; channel: string };

/**
 * Shoutrrr's Slack forms: slack://hook:AAA-BBB-CCC@webhook (incoming webhook), the older
 * slack://AAA/BBB/CCC, and slack://xoxb:BOT-TOKEN@channel (API token and channel).
 */
function slackTarget(url: URL): SlackTarget | null {
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

export const slack: NotifierScheme = {
  check(url) {
    return slackTarget(url)
      ? null
      : "a Slack URL looks like slack://hook:AAA-BBB-CCC@webhook or slack://xoxb:TOKEN@channel";
  },
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
