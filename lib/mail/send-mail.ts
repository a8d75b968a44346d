import "server-only";
import type { Transporter } from "nodemailer";
import { MailDeliveryError, MailNotConfiguredError } from "./errors";
import { mailConfigFromEnv, type MailConfig } from "./mail-config";

/** One message. `to` is one address or several; `html` is optional, `text` always goes along. */
export type Mail = { to: string | string[]; subject: string; text: string; html?: string };

export type Mailer = { sendMail: (mail: Mail) => Promise<void> };

/** A mailer for fixed settings; undefined settings make every send throw MailNotConfiguredError. */
export function createMailer(settings: MailConfig | undefined): Mailer {
  let transport: Transporter | undefined;
  return {
    async sendMail(mail) {
      if (!settings) throw new MailNotConfiguredError();
      // nodemailer loads with the first mail, not with the server.
      const { default: nodemailer } = await import("nodemailer");
      transport ??= nodemailer.createTransport({
        host: settings.host,
        port: settings.port,
        secure: settings.secure,
        requireTLS: settings.starttls === "required",
        ignoreTLS: settings.starttls === "off",
        auth: settings.auth,
        connectionTimeout: 15_000,
        greetingTimeout: 15_000,
        socketTimeout: 30_000,
      });
      try {
        await transport.sendMail({ from: settings.from, ...mail });
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        throw new MailDeliveryError(`sending mail via ${settings.host}:${settings.port} failed: ${reason}`, {
          cause: error,
        });
      }
    },
  };
}

const holder = globalThis as typeof globalThis & { __cairnMailer?: Mailer };

/**
 * Sends one email through the SMTP server of the SMTP_* environment variables.
 * Throws MailNotConfiguredError when SMTP_HOST is unset and MailDeliveryError when sending fails;
 * callers decide whether that is worth more than a log line.
 */
export async function sendMail(mail: Mail): Promise<void> {
  holder.__cairnMailer ??= createMailer(mailConfigFromEnv(process.env));
  await holder.__cairnMailer.sendMail(mail);
}
