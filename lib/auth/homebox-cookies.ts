import { config } from "@/lib/config/env";
import { servedOverHttps } from "./next-auth-options";

/**
 * The cookies HomeBox's server sets at sign-in and its web app relies on: the app never sends an
 * Authorization header, it rides on `hb.auth.token`, and it reads `hb.auth.session` (signed in?)
 * and `hb.auth.attachment_token` (image URLs) from script.
 */
export const HOMEBOX_COOKIE = {
  token: "hb.auth.token",
  remember: "hb.auth.remember",
  session: "hb.auth.session",
  attachmentToken: "hb.auth.attachment_token",
} as const;

type CookieReader = { get(name: string): { value: string } | undefined };

/** The raw session token of HomeBox's HttpOnly cookie, if the request carries one. */
export function homeboxCookieToken(cookies: CookieReader): string | null {
  const value = cookies.get(HOMEBOX_COOKIE.token)?.value?.trim();
  if (!value) return null;
  // HomeBox strips a "Bearer " prefix from whatever credential it reads; so do we.
  return value.replace(/^Bearer\s+/i, "") || null;
}

type CookieOptions = { value: string; expires: Date; httpOnly: boolean };

/**
 * One Set-Cookie value. Host-only (no Domain, stricter than HomeBox's Domain=<host>), Path=/,
 * SameSite=Lax as HomeBox, and Secure when Cairn is served over https.
 */
function setCookie(name: string, { value, expires, httpOnly }: CookieOptions): string {
  const { publicUrl } = config();
  return [
    `${name}=${encodeURIComponent(value)}`,
    "Path=/",
    `Expires=${expires.toUTCString()}`,
    ...(httpOnly ? ["HttpOnly"] : []),
    "SameSite=Lax",
    ...(servedOverHttps(publicUrl, process.env.NEXTAUTH_URL) ? ["Secure"] : []),
  ].join("; ");
}

export type HomeboxSession = { token: string; attachmentToken: string; expiresAt: Date; remember: boolean };

/** What login and refresh set: each cookie lives as long as the session token does. */
export function homeboxSignInCookies(session: HomeboxSession): string[] {
  const expires = session.expiresAt;
  return [
    setCookie(HOMEBOX_COOKIE.remember, { value: String(session.remember), expires, httpOnly: true }),
    setCookie(HOMEBOX_COOKIE.token, { value: session.token, expires, httpOnly: true }),
    setCookie(HOMEBOX_COOKIE.session, { value: "true", expires, httpOnly: false }),
    setCookie(HOMEBOX_COOKIE.attachmentToken, {
      value: session.attachmentToken,
      expires,
      httpOnly: false,
    }),
  ];
}

/** What logout sets: every HomeBox cookie expired. */
export function homeboxSignOutCookies(): string[] {
  const expires = new Date(0);
  return [
    setCookie(HOMEBOX_COOKIE.token, { value: "", expires, httpOnly: true }),
    setCookie(HOMEBOX_COOKIE.remember, { value: "false", expires, httpOnly: true }),
    setCookie(HOMEBOX_COOKIE.session, { value: "false", expires, httpOnly: false }),
    setCookie(HOMEBOX_COOKIE.attachmentToken, { value: "", expires, httpOnly: false }),
  ];
}

/** A JSON answer (or a 204 when `body` is undefined) that also sets cookies. */
export function answerWithCookies(body: unknown, cookies: string[]): Response {
  const headers = new Headers({ "Cache-Control": "no-store" });
  for (const cookie of cookies) headers.append("Set-Cookie", cookie);
  if (body === undefined) return new Response(null, { status: 204, headers });
  headers.set("Content-Type", "application/json");
  return new Response(JSON.stringify(body), { status: 200, headers });
}
