import type { NextRequest } from "next/server";
import { resolveApiKey, API_KEY_PREFIX } from "@/lib/auth/api-keys";
import type { Principal } from "@/lib/auth/principal";
import {
  resolveSessionToken,
  resolveSessionTokenWithMemberships,
  type ResolvedToken,
  type TokenMembership,
} from "@/lib/auth/sessions";
import { homeboxCookieToken } from "@/lib/auth/homebox-cookies";
import { sessionTokenFromCookies } from "@/lib/auth/session-cookie";
import { DomainError } from "@/lib/errors/domain-error";

const missing = () => new DomainError("unauthorized", "authorization header or query is required");
const invalid = () => new DomainError("unauthorized", "valid authorization token is required");

function headerToken(request: Request): string | null {
  const header = request.headers.get("authorization")?.trim();
  if (!header) return null;
  return header.replace(/^Bearer\s+/i, "").trim() || null;
}

/** Cairn's own web client marks its calls, so that its session wins over a HomeBox app's. */
export const WEB_CLIENT_HEADER = "x-cairn-client";

type AuthenticateOptions = {
  /** The route acts in a group: a session token's lookup reads the user's memberships too. */
  withMemberships?: boolean;
};

/** A session token's record, with the user's memberships when asked (Principal.memberships). */
async function resolveToken(
  raw: string,
  { withMemberships = false }: AuthenticateOptions,
): Promise<(ResolvedToken & { memberships?: TokenMembership[] }) | null> {
  return withMemberships ? resolveSessionTokenWithMemberships(raw) : resolveSessionToken(raw);
}

/** The memberships read with the token, when they were. */
const withMembershipsOf = (resolved: { memberships?: TokenMembership[] }) =>
  resolved.memberships ? { memberships: resolved.memberships } : {};

async function cookiePrincipal(
  raw: string | null,
  via: Principal["via"],
  options: AuthenticateOptions,
): Promise<Principal | null> {
  if (!raw) return null;
  const resolved = await resolveToken(raw, options);
  if (!resolved || resolved.role !== "user") return null;
  return {
    userId: resolved.userId,
    via,
    attachmentsOnly: false,
    sessionId: resolved.sessionId,
    oidcSignInAt: resolved.oidcSignInAt,
    ...withMembershipsOf(resolved),
  };
}

/**
 * Credentials in HomeBox's order (docs/homebox-compatibility.md): a session cookie, the
 * Authorization header (`Bearer <t>` or bare `<t>`), then `?access_token=`. API keys are accepted in
 * the header only. Two cookies can name a session: Cairn's web sign-in (next-auth) and HomeBox's
 * `hb.auth.token`, which HomeBox's own web app rides on. One browser may hold both, for two people:
 * Cairn's web client says so with `X-Cairn-Client: web` and gets its own session first; every
 * other caller gets HomeBox's cookie first, as HomeBox reads it.
 */
export async function authenticate(
  request: NextRequest,
  options: AuthenticateOptions = {},
): Promise<Principal> {
  const readWeb = async () =>
    cookiePrincipal(await sessionTokenFromCookies(request.cookies), "cookie", options);
  const readHomebox = () => cookiePrincipal(homeboxCookieToken(request.cookies), "homebox_cookie", options);
  const fromWebClient = request.headers.get(WEB_CLIENT_HEADER) === "web";
  const fromCookie = fromWebClient
    ? ((await readWeb()) ?? (await readHomebox()))
    : ((await readHomebox()) ?? (await readWeb()));
  if (fromCookie) return fromCookie;

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

  const resolved = await resolveToken(raw, options);
  if (!resolved) throw invalid();
  return {
    userId: resolved.userId,
    via: "session",
    attachmentsOnly: resolved.role === "attachments",
    sessionId: resolved.sessionId,
    oidcSignInAt: resolved.oidcSignInAt,
    ...withMembershipsOf(resolved),
  };
}
