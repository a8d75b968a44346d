import "server-only";
import { decode } from "next-auth/jwt";
import { secrets } from "@/lib/config/secrets";

const COOKIE_NAMES = ["__Secure-next-auth.session-token", "next-auth.session-token"];

type CookieReader = { get(name: string): { value: string } | undefined };

/**
 * The raw session token carried inside the (encrypted) next-auth JWT cookie, if any. The same
 * token row backs the web session and the API token, so logging out anywhere ends both.
 */
export async function sessionTokenFromCookies(cookies: CookieReader): Promise<string | null> {
  const value = COOKIE_NAMES.map((name) => cookies.get(name)?.value).find(Boolean);
  if (!value) return null;
  try {
    const jwt = await decode({ token: value, secret: secrets().sessionSecret });
    return typeof jwt?.sessionToken === "string" ? jwt.sessionToken : null;
  } catch {
    return null;
  }
}
