import type SMTPTransport from "nodemailer/lib/smtp-transport";
import { OutboundFailed, vetHost } from "@/lib/http-out/safe-fetch";
import { outboundPolicy } from "@/lib/http-out/outbound-policy";
import { escapeHtml } from "@/lib/mail/escape-html";
import type { NotifierScheme } from "./notifier-scheme";
import { readSmtpUrl } from "./smtp-url";

/**
 * smtp:// sends through the mail server the URL names: a user-given host, so it passes the same
 * address guard as the HTTP notifiers (resolved once, private addresses refused unless allowed)
 * and the connection goes to the checked address, with the name kept for TLS (SNI, certificate).
 */
export const smtp: NotifierScheme = {
  async deliver(url, message) {
    const target = readSmtpUrl(url);
    const vetted = await vetHost(
      target.hostname,
      `${target.hostname.toLowerCase()}:${target.port}`,
      outboundPolicy(),
    );
    const servername = target.hostname.replace(/^\[(.*)\]$/, "$1");
    // `servername` (the name for SNI and the certificate check when `host` is an IP) is a
    // nodemailer option its type definitions lack.
    const options: SMTPTransport.Options & { servername: string } = {
      host: vetted.address,
      port: target.port,
      secure: target.tls === "implicit",
      requireTLS: target.tls === "explicit",
      ignoreTLS: target.tls === "none",
      servername,
      tls: { servername },
      ...(target.clientHost ? { name: target.clientHost } : {}),
      auth: target.auth,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
    };
    // Loaded on the first mail notification, not with every server that never sends one.
    const { default: nodemailer } = await import("nodemailer");
    const transport = nodemailer.createTransport(options);
    try {
      await transport.sendMail({
        from: target.fromName ? { name: target.fromName, address: target.from } : target.from,
        to: target.to,
        subject: target.subject ?? message.title,
        text: message.body,
        ...(target.html ? { html: `<p>${escapeHtml(message.body)}</p>` } : {}),
      });
    } catch (error) {
      // nodemailer's messages name the server's answer, never the password.
      const reason = error instanceof Error ? error.message : String(error);
      throw new OutboundFailed(`the mail server ${target.hostname}:${target.port} failed: ${reason}`);
    } finally {
      transport.close();
    }
  },
};
