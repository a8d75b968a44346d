import { config } from "@/lib/config/env";
import { DomainError } from "@/lib/errors/domain-error";
import { OIDC_PROVIDER_ID } from "./oidc-provider";

/** The login page's query that starts next-auth's OIDC sign-in (it needs the page's CSRF token). */
export const OIDC_START_QUERY = "oidc=start";

function found(location: string): Response {
  return new Response(null, { status: 302, headers: { Location: location, "Cache-Control": "no-store" } });
}

function assertEnabled() {
  if (!config().oidc.enabled) throw new DomainError("not_found", "OIDC sign-in is not enabled");
}

/** HomeBox's `GET /users/login/oidc`: into next-auth's sign-in flow, which goes on to the provider. */
export function oidcLoginRedirect(): Response {
  assertEnabled();
  return found(`/login?${OIDC_START_QUERY}`);
}

/**
 * HomeBox's `GET /users/login/oidc/callback`: the provider's answer (code and state, or an error)
 * goes on to next-auth's callback, which checks state and PKCE against its cookies.
 */
export function oidcCallbackRedirect(search: string): Response {
  assertEnabled();
  return found(`/api/auth/callback/${OIDC_PROVIDER_ID}${search}`);
}
