import { authLimiter } from "@/lib/auth/rate-limit";
import { issueSession } from "@/lib/auth/sessions";
import { config } from "@/lib/config/env";
import { ApiError } from "@/lib/http/errors";
import { loginRequest, type TokenResponse } from "@/lib/schemas/users";
import { verifyCredentials } from "./verify-credentials";

const unauthorized = () => new ApiError("unauthorized", "unauthorized");

/**
 * Password login. Every failure looks the same (401 `unauthorized`), and failures count towards the
 * per-client lock that `clientKey` names. With ALLOW_LOCAL_LOGIN=false every attempt is refused (403).
 */
export async function loginWithPassword(body: unknown, clientKey: string): Promise<TokenResponse> {
  if (!config().allowLocalLogin)
    throw new ApiError("forbidden", "local login is disabled: sign in through the identity provider");
  authLimiter.assertAllowed(clientKey);
  const parsed = loginRequest.safeParse(body);
  const user = parsed.success ? await verifyCredentials(parsed.data.username, parsed.data.password) : null;
  if (!parsed.success || !user) {
    authLimiter.recordFailure(clientKey);
    throw unauthorized();
  }
  authLimiter.recordSuccess(clientKey);
  const session = await issueSession(user.id, parsed.data.stayLoggedIn);
  return {
    token: `Bearer ${session.token}`,
    attachmentToken: session.attachmentToken,
    expiresAt: session.expiresAt.toISOString(),
  };
}
