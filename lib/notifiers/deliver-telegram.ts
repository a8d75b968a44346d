import { decoded, json, post, type NotifierScheme } from "./notifier-scheme";
import { telegramChats } from "./notifier-url-checks";

/** telegram://<bot token>@telegram?chats=@channel,12345 (the token is `id:secret`). */
export const telegram: NotifierScheme = {
  async deliver(url, message) {
    const token = `${decoded(url.username)}:${decoded(url.password)}`;
    for (const chat of telegramChats(url)) {
      await post(
        `https://api.telegram.org/bot${encodeURIComponent(token)}/sendMessage`,
        json({ chat_id: chat, text: `${message.title}\n${message.body}` }),
      );
    }
  },
};
