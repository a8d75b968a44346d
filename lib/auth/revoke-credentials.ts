import type { Tx } from "@/lib/db/client";

/**
 * Ends every credential of a user but the session named in `keepSessionId`: their sessions (API
 * tokens, attachment tokens and web sessions share the same rows) and all their API keys. A
 * password change, a password reset and logout from everywhere all go through here, so a key an
 * intruder minted does not outlive the recovery.
 */
export async function revokeCredentials(
  tx: Tx,
  userId: string,
  options: { keepSessionId?: string } = {},
): Promise<void> {
  await tx.authToken.deleteMany({
    where: { userId, ...(options.keepSessionId ? { sessionId: { not: options.keepSessionId } } : {}) },
  });
  await tx.apiKey.deleteMany({ where: { userId } });
}
