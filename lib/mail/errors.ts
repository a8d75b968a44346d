/** Thrown by sendMail when no SMTP server is configured (SMTP_HOST unset). */
export class MailNotConfiguredError extends Error {
  constructor() {
    super("outgoing mail is not configured (set SMTP_HOST)");
    this.name = "MailNotConfiguredError";
  }
}

/** Thrown by sendMail when the SMTP server could not be reached or refused the message. */
export class MailDeliveryError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "MailDeliveryError";
  }
}
