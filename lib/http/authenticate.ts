import type { NextRequest } from "next/server";
import { resolveApiKey, API_KEY_PREFIX } from "@/lib/auth/api-keys";
import type { Principal } from "@/lib/auth/principal";
import { resolveSessionToken } from "@/lib/auth/sessions";
import { sessionTokenFromCookies } from "@/lib/auth/session-cookie";
import { ApiError } from "./errors";

const missing = () => new ApiError("unauthorized", "authorization header or query is required");
const invalid = () => new ApiError("unauthorized", "valid authorization token is required");

function headerToken(request: Request): string | null {
  const header = request.headers.get("authorization")?.trim();
  if (!header) return null;
  return header.replace(/^Bearer\s+/i, "").trim() || null;
}

/**
 * Credentials in HomeBox's order (docs/homebox-compatibility.md): the web session cookie, the Authorization header (`Bearer <t>` or
 * bare `<t>`), then `?access_token=`. API keys are accepted in the header only.
 */
export async function authenticate(request: NextRequest): Promise<Principal> {
  const cookieToken = await sessionTokenFromCookies(request.cookies);
  if (cookieToken) {
    const resolved = await resolveSessionToken(cookieToken);
    if (resolved && resolved.role === "user") {
      return {
        userId: resolved.userId,
        via: "cookie",
        attachmentsOnly: false,
        sessionId: resolved.sessionId,
        oidcSignInAt: resolved.oidcSignInAt,
      };
    }
  }

  const fromHeader = headerToken(request);
  const fromQuery = request.nextUrl.searchParams.get("access_token")?.trim() || null;
  const raw = fromHeader ?? fromQuery;
  if (!raw) throw missing();

  if (raw.startsWith(API_KEY_PREFIX)) {
    if (!fromHeader) throw invalid();
    const key = await resolveApiKey(raw);
    if (!key) throw invalid();
    return { userId: key.userId, via: "api_key", attachmentsOnly: false, apiKeyId: key.keyId };
  }

  const resolved = await resolveSessionToken(raw);
  if (!resolved) throw invalid();
  return {
    userId: resolved.userId,
    via: "session",
    attachmentsOnly: resolved.role === "attachments",
    sessionId: resolved.sessionId,
    oidcSignInAt: resolved.oidcSignInAt,
  };
}
