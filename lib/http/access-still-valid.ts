import type { Principal, TenantContext } from "@/lib/auth/principal";
import { db } from "@/lib/db/client";

/**
 * Whether what authorised a long-lived request still holds: the credential it came with (that
 * session, or that API key: not revoked, not expired) and the caller's membership of the group.
 * Requests that stay open (the event stream) ask this on every poll and end when it fails, so a
 * logout, a revoked key, a removed member or a deleted account stops them as it stops new requests.
 * One query: the membership row, on the condition that the credential is still there.
 */
export async function accessStillValid(principal: Principal, tenant: TenantContext): Promise<boolean> {
  const now = new Date();
  const credential =
    principal.via === "api_key"
      ? {
          apiKeys: {
            some: { id: principal.apiKeyId, OR: [{ expiresAt: null }, { expiresAt: { gt: now } }] },
          },
        }
      : {
          authTokens: {
            some: {
              sessionId: principal.sessionId,
              role: principal.attachmentsOnly ? "attachments" : "user",
              expiresAt: { gt: now },
            },
          },
        };
  if (principal.via === "api_key" ? !principal.apiKeyId : !principal.sessionId) return false;
  const membership = await db().groupMembership.findFirst({
    where: { userId: tenant.userId, groupId: tenant.groupId, user: { id: principal.userId, ...credential } },
    select: { userId: true },
  });
  return membership !== null;
}
