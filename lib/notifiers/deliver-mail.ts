import { OutboundFailed } from "@/lib/http-out/safe-fetch";
import { MailDeliveryError, MailNotConfiguredError } from "@/lib/mail/errors";
import { sendMail } from "@/lib/mail/send-mail";
import { decoded, type NotifierScheme } from "./notifier-scheme";

/**
 * mailto:address sends through the server's own SMTP settings (SMTP_*), which its admin chose, so
 * no address check is needed. smtp://[user:password@]host[:port]/?from=…&to=… is accepted and
 * stored but not sent yet: connecting to a user-given mail host would need the same address guard
 * the HTTP notifiers have.
 */
export const mail: NotifierScheme = {
  check(url) {
    if (url.protocol === "mailto:") {
      return /^[^@\s]+@[^@\s]+$/.test(decodeURIComponent(url.pathname))
        ? null
        : "a mailto: URL needs an address";
    }
    if (url.hostname === "") return "an SMTP URL looks like smtp://user:password@host:587/?from=a@b&to=c@d";
    if (!url.searchParams.get("to")) return "an SMTP URL needs ?to=";
    return null;
  },
  async deliver(url, message) {
    if (url.protocol !== "mailto:") {
      throw new OutboundFailed(
        "smtp:// notifiers are not sent yet; use mailto: with the server's SMTP settings",
      );
    }
    try {
      await sendMail({ to: decoded(url.pathname), subject: message.title, text: message.body });
    } catch (error) {
      if (error instanceof MailNotConfiguredError) {
        throw new OutboundFailed("email is not configured on this server (SMTP_HOST)");
      }
      if (error instanceof MailDeliveryError)
        throw new OutboundFailed("the mail server could not take the message");
      throw error;
    }
  },
};
