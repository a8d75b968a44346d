import { decoded, json, post, type NotifierScheme } from "./notifier-scheme";

const chatsOf = (url: URL) =>
  (url.searchParams.get("chats") ?? url.searchParams.get("channels") ?? "")
    .split(",")
    .map((chat) => chat.trim())
    .filter(Boolean);

/** telegram://<bot token>@telegram?chats=@channel,12345 (the token is `id:secret`). */
export const telegram: NotifierScheme = {
  check(url) {
    if (url.username === "" || url.password === "")
      return "a Telegram URL looks like telegram://TOKEN@telegram?chats=@channel";
    if (chatsOf(url).length === 0) return "a Telegram URL needs ?chats=";
    return null;
  },
  async deliver(url, message) {
    const token = `${decoded(url.username)}:${decoded(url.password)}`;
    for (const chat of chatsOf(url)) {
      await post(
        `https://api.telegram.org/bot${encodeURIComponent(token)}/sendMessage`,
        json({ chat_id: chat, text: `${message.title}\n${message.body}` }),
      );
    }
  },
};
