/**
 * What the login page says for the `error` next-auth (or Cairn's OIDC sign-in) put in its URL;
 * null when there is none.
 */
export function loginPageError(error: string | undefined): string | null {
  if (!error) return null;
  switch (error) {
    case "OidcEmailUnverified":
      return "Your identity provider has not verified your email address, so it cannot sign you in here. Verify the address with your provider first.";
    case "OidcNotInGroup":
      return "Your account at the identity provider is not in a group that may use Cairn.";
    case "OidcNoEmail":
      return "The identity provider did not share your email address, which Cairn needs to sign you in.";
    case "OidcAccountHasPassword":
      return "An account with this email address already has a password here, so single sign-on will not take it over (anyone could have registered that address). Sign in with the password instead, or ask an administrator.";
    case "OidcEmailLinked":
      return "An account with this email address is already linked to another identity provider login.";
    case "SessionRequired":
      return null;
    default:
      return "Signing in through the identity provider failed. Please try again.";
  }
}
