import { authLimiter } from "@/lib/auth/rate-limit";
import { sha256 } from "@/lib/auth/hash";
import { hashPassword } from "@/lib/auth/password";
import { assertAcceptablePassword } from "@/lib/auth/password-policy";
import { revokeCredentials } from "@/lib/auth/revoke-credentials";
import { db } from "@/lib/db/client";
import { DomainError } from "@/lib/errors/domain-error";
import type { ResetPasswordRequest } from "@/lib/schemas/users";

const invalidToken = () =>
  new DomainError("malformed", "this password reset link is invalid or has expired", {
    fields: { token: "is invalid or has expired" },
  });

/**
 * Sets a new password with a token from a reset email. The token works once and only before its
 * expiry; using it signs out every session of the user, deletes their API keys and drops their
 * other reset tokens.
 * Unknown, used and expired tokens all fail alike (400) and count towards the client's lock.
 */
export async function resetPassword(input: ResetPasswordRequest, clientKey: string): Promise<void> {
  authLimiter.assertAllowed(clientKey);
  assertAcceptablePassword(input.password, "password");
  const tokenHash = sha256(input.token);
  const isUsable = (row: { usedAt: Date | null; expiresAt: Date } | null) =>
    !!row && row.usedAt === null && row.expiresAt.getTime() > Date.now();
  const found = await db().passwordResetToken.findUnique({ where: { tokenHash } });
  if (!isUsable(found)) {
    authLimiter.recordFailure(clientKey);
    throw invalidToken();
  }
  const passwordHash = await hashPassword(input.password);
  const changed = await db().$transaction(async (tx) => {
    // Claimed with a conditional update, so two requests with one token cannot both succeed.
    const claimed = await tx.passwordResetToken.updateMany({
      where: { tokenHash, usedAt: null, expiresAt: { gt: new Date() } },
      data: { usedAt: new Date() },
    });
    if (claimed.count !== 1) return false;
    const userId = found!.userId;
    await tx.user.update({ where: { id: userId }, data: { passwordHash } });
    await revokeCredentials(tx, userId);
    await tx.passwordResetToken.deleteMany({ where: { userId, tokenHash: { not: tokenHash } } });
    return true;
  });
  if (!changed) {
    authLimiter.recordFailure(clientKey);
    throw invalidToken();
  }
  authLimiter.recordSuccess(clientKey);
}
