import { decoded, json, post, type NotifierScheme } from "./notifier-scheme";

/** discord://token@webhookid → https://discord.com/api/webhooks/<webhookid>/<token>. */
export const discord: NotifierScheme = {
  async deliver(url, message) {
    const id = encodeURIComponent(decoded(url.hostname));
    const token = encodeURIComponent(decoded(url.username));
    await post(
      `https://discord.com/api/webhooks/${id}/${token}`,
      json({ content: `**${message.title}**\n${message.body}` }),
    );
  },
};
