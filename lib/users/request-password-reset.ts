import { limiters } from "@/lib/auth/rate-limit";
import { randomToken, sha256 } from "@/lib/auth/hash";
import { config } from "@/lib/config/env";
import { db } from "@/lib/db/client";
import { log } from "@/lib/log";
import { MailNotConfiguredError } from "@/lib/mail/errors";
import { linkBaseUrl } from "@/lib/mail/link-base-url";
import { sendMail } from "@/lib/mail/send-mail";
import type { ForgotPasswordRequest } from "@/lib/schemas/users";
import { passwordResetMail } from "./password-reset-mail";
import { storedDisplay } from "./stored-display";

/** `locale`: the language of the page that asked, for an account that has not chosen one. */
type ResetContext = { clientIp: string; locale?: string };

/**
 * Starts a password reset. Answers the same whether or not the address has an account: every
 * request counts towards the client address's limit (429), and the email goes out after the
 * answer, so neither the status nor the time taken tells an account exists. An account gets only
 * a few mails an hour, whoever asks: further requests answer 204 alike and neither send a mail nor
 * replace the link already sent, so strangers can neither flood the inbox nor keep the owner from
 * resetting. A new token replaces the user's older ones; only its SHA-256 is stored. The link
 * points at PUBLIC_URL; without it no email is sent (see lib/mail/link-base-url.ts).
 */
export async function requestPasswordReset(
  input: ForgotPasswordRequest,
  context: ResetContext,
): Promise<void> {
  limiters().resetRequestsPerClient.takeOrThrow(
    context.clientIp,
    "too many password reset requests; try again later",
  );

  const user = await db().user.findUnique({
    where: { email: input.email },
    select: { id: true, name: true, email: true, passwordHash: true, settings: true },
  });
  // Accounts without a local password (single sign-on only) get no link either.
  if (!user?.passwordHash) return;
  const baseUrl = linkBaseUrl();
  if (!baseUrl) {
    log.warn(
      "password reset email not sent: PUBLIC_URL is not set, and links in emails are never built from the request's host",
      { userId: user.id },
    );
    return;
  }
  if (limiters().resetMailsPerAccount.take(user.id) > 0) return;

  const token = randomToken();
  const ttlMs = config().passwordResetTtlMs;
  await db().$transaction([
    db().passwordResetToken.deleteMany({ where: { userId: user.id } }),
    db().passwordResetToken.create({
      data: { userId: user.id, tokenHash: sha256(token), expiresAt: new Date(Date.now() + ttlMs) },
    }),
  ]);
  const link = `${baseUrl}/reset-password?token=${encodeURIComponent(token)}`;
  // In the account's own language when it chose one, else the asking page's.
  const locale = storedDisplay(user.settings).locale ?? context.locale;
  void sendMail({ to: user.email, ...passwordResetMail({ name: user.name, link, ttlMs, locale }) }).catch(
    (error: unknown) => {
      // The error never holds the link; the log names the user, not the token.
      if (error instanceof MailNotConfiguredError) {
        log.warn("password reset email not sent: outgoing mail is not configured (SMTP_HOST)", {
          userId: user.id,
        });
      } else {
        log.error("password reset email not sent", { userId: user.id, error });
      }
    },
  );
}
