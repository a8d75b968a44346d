import { useTranslations } from "next-intl";

/** The URL formats Cairn sends to (Shoutrrr's), as a short list under the URL field. */
export function NotifierUrlHelp({ id }: { id: string }) {
  const t = useTranslations("notifiers.urlHelp");
  const formats = [
    ["ntfy", "ntfy://[user:password@]host/topic"],
    ["Discord", "discord://token@webhookid"],
    ["Slack", "slack://hook:AAA-BBB-CCC@webhook"],
    ["Telegram", "telegram://token@telegram?chats=@channel"],
    ["Gotify", "gotify://host/token"],
    [t("serverMail"), "mailto:you@example.com"],
    [t("ownMail"), "smtp://user:password@host:587/?from=a@b&to=c@d"],
    [t("webhook"), "generic+https://host/path"],
  ];
  return (
    <details id={id} className="text-sm text-stone-600 dark:text-stone-400">
      <summary className="cursor-pointer rounded-sm py-1 font-medium focus-visible:outline-2 focus-visible:outline-brand-500">
        {t("summary")}
      </summary>
      <dl className="mt-1 grid gap-x-3 gap-y-1 sm:grid-cols-[auto_1fr]">
        {formats.map(([service, format]) => (
          <div key={service} className="contents">
            <dt className="font-medium text-stone-700 dark:text-stone-300">{service}</dt>
            <dd className="min-w-0 break-all font-mono text-xs leading-5">{format}</dd>
          </div>
        ))}
      </dl>
    </details>
  );
}
