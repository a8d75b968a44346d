import { limiters } from "@/lib/auth/rate-limit";
import { issueSession } from "@/lib/auth/sessions";
import { config } from "@/lib/config/env";
import { DomainError } from "@/lib/errors/domain-error";
import { loginRequest, type TokenResponse } from "@/lib/schemas/users";
import { verifyCredentials } from "./verify-credentials";

const unauthorized = () => new DomainError("unauthorized", "unauthorized");

/**
 * Password login, from the API and the web sign-in alike. Every failure looks the same (401
 * `unauthorized`) and counts towards the locks of the client address and the account named
 * (lib/auth/rate-limit.ts), whether or not that account exists. With ALLOW_LOCAL_LOGIN=false every
 * attempt is refused (403).
 */
export async function loginWithPassword(body: unknown, clientAddress: string): Promise<TokenResponse> {
  if (!config().allowLocalLogin)
    throw new DomainError("forbidden", "local login is disabled: sign in through the identity provider");
  const parsed = loginRequest.safeParse(body);
  const account = parsed.success ? parsed.data.username : "";
  const limiter = limiters().login;
  limiter.assertAllowed(clientAddress, account);
  const user = parsed.success ? await verifyCredentials(parsed.data.username, parsed.data.password) : null;
  if (!parsed.success || !user) {
    limiter.recordFailure(clientAddress, account);
    throw unauthorized();
  }
  limiter.recordSuccess(clientAddress, account);
  const session = await issueSession(user.id, parsed.data.stayLoggedIn);
  return {
    token: `Bearer ${session.token}`,
    attachmentToken: session.attachmentToken,
    expiresAt: session.expiresAt.toISOString(),
  };
}
