/** Why the identity provider's sign-in came back refused; the login page words each (auth.oidcError). */
export type LoginPageError =
  "emailUnverified" | "notInGroup" | "noEmail" | "hasPassword" | "emailLinked" | "failed";

/**
 * What the login page says for the `error` next-auth (or Cairn's OIDC sign-in) put in its URL;
 * null when there is none.
 */
export function loginPageError(error: string | undefined): LoginPageError | null {
  if (!error) return null;
  switch (error) {
    case "OidcEmailUnverified":
      return "emailUnverified";
    case "OidcNotInGroup":
      return "notInGroup";
    case "OidcNoEmail":
      return "noEmail";
    case "OidcAccountHasPassword":
      return "hasPassword";
    case "OidcEmailLinked":
      return "emailLinked";
    case "SessionRequired":
      return null;
    default:
      return "failed";
  }
}
