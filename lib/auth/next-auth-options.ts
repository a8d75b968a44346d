import "server-only";
import type { NextAuthOptions } from "next-auth";
import CredentialsProvider from "next-auth/providers/credentials";
import { config } from "@/lib/config/env";
import { secrets } from "@/lib/config/secrets";
import { CLIENT_IP_HEADER, clientIp } from "@/lib/http/client-address";
import { hasErrorCode } from "@/lib/errors/domain-error";
import { loginWithPassword } from "@/lib/users/login";
import { signInWithOidc } from "@/lib/users/sign-in-with-oidc";
import { identityFromClaims, OIDC_PROVIDER_ID, oidcProvider } from "./oidc-provider";
import { resolveSessionToken, revokeSession } from "./sessions";

/** The error the Credentials provider reports when ALLOW_LOCAL_LOGIN is false. */
export const LOCAL_LOGIN_DISABLED = "LocalLoginDisabled";

const LONG_SESSION_SECONDS = 28 * 24 * 60 * 60;

export const servedOverHttps = (...urls: Array<string | undefined>) =>
  urls.some((url) => url?.toLowerCase().startsWith("https://"));

/** The client address headers of next-auth's plain-object copy of the request's headers. */
function headersOf(raw: unknown): Headers {
  if (raw instanceof Headers) return raw;
  const headers = new Headers();
  const values = (raw ?? {}) as Record<string, unknown>;
  for (const name of ["x-forwarded-for", CLIENT_IP_HEADER]) {
    const value = values[name];
    if (typeof value === "string") headers.set(name, value);
    else if (Array.isArray(value)) headers.set(name, value.join(", "));
  }
  return headers;
}

/**
 * Web sign-in over the same users table and the same session tokens as the API: the JWT cookie
 * only carries the raw session token, so `logout/all` and password changes end web sessions too.
 */
export function authOptions(): NextAuthOptions {
  const { oidc, publicUrl } = config();
  return {
    secret: secrets().sessionSecret,
    // next-auth only looks at NEXTAUTH_URL; behind HTTPS the cookies must be Secure whichever of
    // the two names the public address (HttpOnly and SameSite=Lax are next-auth's defaults).
    useSecureCookies: servedOverHttps(publicUrl, process.env.NEXTAUTH_URL),
    session: { strategy: "jwt", maxAge: LONG_SESSION_SECONDS },
    pages: { signIn: "/login" },
    providers: [
      CredentialsProvider({
        name: "Email and password",
        credentials: {
          email: { label: "Email", type: "email" },
          password: { label: "Password", type: "password" },
        },
        async authorize(credentials, request) {
          // next-auth hands over the request's headers as a plain object; the client address is
          // read from them by the API's rule (the trusted proxy's X-Forwarded-For, else the socket).
          const ip = clientIp({ headers: headersOf(request?.headers) });
          try {
            const login = await loginWithPassword(
              {
                username: credentials?.email ?? "",
                password: credentials?.password ?? "",
                stayLoggedIn: true,
              },
              ip,
            );
            const sessionToken = login.token.replace(/^Bearer /, "");
            const session = await resolveSessionToken(sessionToken);
            return session ? { id: session.userId, sessionToken } : null;
          } catch (error) {
            if (hasErrorCode(error, "rate_limited")) throw new Error("too many attempts, try again later");
            if (hasErrorCode(error, "forbidden")) throw new Error(LOCAL_LOGIN_DISABLED);
            return null;
          }
        },
      }),
      ...(oidc.enabled ? [oidcProvider(oidc)] : []),
    ],
    callbacks: {
      async signIn({ user, account, profile }) {
        if (account?.provider !== OIDC_PROVIDER_ID) return true;
        const identity = identityFromClaims({ ...profile }, oidc.issuerUrl, oidc.groupsClaim);
        const result = await signInWithOidc(identity, { allowedGroups: oidc.allowedGroups });
        // The login page explains the refusal named in `error`.
        if (!result.ok) return `/login?error=${result.reason}`;
        // The same session row as a password login: the JWT cookie carries its raw token.
        Object.assign(user, { id: result.userId, sessionToken: result.sessionToken });
        return true;
      },
      async jwt({ token, user }) {
        if (user && "sessionToken" in user) {
          token.sessionToken = user.sessionToken as string;
          token.userId = user.id;
        }
        return token;
      },
      async session({ session, token }) {
        // The raw session token never reaches the browser's JavaScript.
        return { ...session, user: { ...session.user, id: token.userId as string } };
      },
    },
    events: {
      async signOut({ token }) {
        const raw = typeof token?.sessionToken === "string" ? token.sessionToken : null;
        const session = raw ? await resolveSessionToken(raw) : null;
        if (session) await revokeSession(session.sessionId);
      },
    },
  };
}
