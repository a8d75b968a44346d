import "server-only";
import type { OAuthConfig } from "next-auth/providers/oauth";
import type { OidcConfig } from "@/lib/config/env";
import type { OidcIdentity } from "@/lib/users/sign-in-with-oidc";

/** next-auth's id of the provider: its callback is `<base>/api/auth/callback/oidc`. */
export const OIDC_PROVIDER_ID = "oidc";

type IdTokenClaims = Record<string, unknown> & { sub: string; iss?: string };

/**
 * The generic OpenID Connect provider: endpoints from the issuer's discovery document, the
 * authorization code flow with PKCE and state, and the person's claims read from the verified ID
 * token.
 */
export function oidcProvider(oidc: OidcConfig): OAuthConfig<IdTokenClaims> {
  return {
    id: OIDC_PROVIDER_ID,
    name: oidc.buttonText,
    type: "oauth",
    wellKnown: `${oidc.issuerUrl}/.well-known/openid-configuration`,
    clientId: oidc.clientId,
    clientSecret: oidc.clientSecret,
    authorization: {
      // An undefined redirect_uri would remove openid-client's default one: only set when configured.
      params: { scope: oidc.scopes, ...(oidc.redirectUri ? { redirect_uri: oidc.redirectUri } : {}) },
    },
    idToken: true,
    checks: ["pkce", "state"],
    // Another redirect URI (HomeBox's /api/v1/users/login/oidc/callback, which passes the answer on
    // to next-auth's callback) must also be the one the code is redeemed with.
    ...(oidc.redirectUri ? { token: redeemCodeFor(oidc.redirectUri) } : {}),
    profile(claims) {
      return {
        id: claims.sub,
        name: stringClaim(claims.name) ?? null,
        email: stringClaim(claims.email) ?? null,
      };
    },
  };
}

function redeemCodeFor(redirectUri: string): NonNullable<OAuthConfig<IdTokenClaims>["token"]> {
  return {
    async request({ client, params, checks }) {
      // openid-client checks state, PKCE and the ID token here, as for next-auth's own callback.
      return { tokens: await client.callback(redirectUri, params, checks) };
    },
  };
}

function stringClaim(value: unknown): string | undefined {
  return typeof value === "string" && value.trim() !== "" ? value : undefined;
}

/** The identity the ID token's claims describe; `groupsClaim` names the claim listing groups. */
export function identityFromClaims(
  claims: Record<string, unknown>,
  fallbackIssuer: string,
  groupsClaim: string,
): OidcIdentity {
  const groups = claims[groupsClaim];
  return {
    issuer: stringClaim(claims.iss) ?? fallbackIssuer,
    subject: String(claims.sub ?? ""),
    email: stringClaim(claims.email) ?? null,
    // Some providers send the flag as a string.
    emailVerified: claims.email_verified === true || claims.email_verified === "true",
    name: stringClaim(claims.name) ?? stringClaim(claims.preferred_username) ?? null,
    groups: Array.isArray(groups)
      ? groups.filter((group): group is string => typeof group === "string")
      : typeof groups === "string"
        ? [groups]
        : [],
  };
}
