import { OutboundFailed } from "@/lib/http-out/safe-fetch";
import { MailDeliveryError, MailNotConfiguredError } from "@/lib/mail/errors";
import { sendMail } from "@/lib/mail/send-mail";
import { decoded, type NotifierScheme } from "./notifier-scheme";

/**
 * mailto:address sends through the server's own SMTP settings (SMTP_*), which its admin chose, so
 * no address check is needed. (smtp:// URLs name their own mail server: deliver-smtp.ts.)
 */
export const mail: NotifierScheme = {
  async deliver(url, message) {
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
