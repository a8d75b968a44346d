// A real OpenID Connect provider on loopback for the OIDC sign-in tests (the `oidc-provider`
// package with its development login and consent pages: any password is accepted).
//   node tests/support/oidc-provider-server.mjs <port> <redirect URI>[,<redirect URI>…]
// Prints one line "ready <issuer>" once it listens; SIGTERM ends it.
import Provider from "oidc-provider";

// The same client as tests/support/oidc-provider.ts names.
const OIDC_TEST_CLIENT = { id: "cairn-test", secret: "cairn-test-secret-0123456789abcdef" };

/** The provider's people, by login name (= subject). */
export const OIDC_TEST_ACCOUNTS = {
  alice: { email: "alice.oidc@example.test", email_verified: true, name: "Alice Oidc", groups: ["cairn"] },
  linker: { email: "linker.oidc@example.test", email_verified: true, name: "Linker Oidc", groups: ["cairn"] },
  mallory: { email: "mallory.oidc@example.test", email_verified: false, name: "Mallory", groups: ["cairn"] },
  olivia: { email: "olivia.oidc@example.test", email_verified: true, name: "Olivia Oidc", groups: ["cairn"] },
  outsider: {
    email: "outsider.oidc@example.test",
    email_verified: true,
    name: "Outsider",
    groups: ["guests"],
  },
};

export function oidcTestProvider(issuer, redirectUris) {
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: OIDC_TEST_CLIENT.id,
        client_secret: OIDC_TEST_CLIENT.secret,
        redirect_uris: redirectUris,
        grant_types: ["authorization_code"],
        response_types: ["code"],
      },
    ],
    async findAccount(_ctx, id) {
      const account = OIDC_TEST_ACCOUNTS[id];
      if (!account) return undefined;
      return { accountId: id, claims: async () => ({ sub: id, ...account }) };
    },
    claims: { openid: ["sub"], email: ["email", "email_verified"], profile: ["name", "groups"] },
    // The ID token carries the claims of the granted scopes (next-auth reads them from it).
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: true } },
    pkce: { required: () => true },
    cookies: { keys: ["oidc-test-provider-cookie-key"] },
  });
  return provider;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const port = Number(process.argv[2]);
  const redirectUris = (process.argv[3] ?? "").split(",").filter(Boolean);
  if (!port || redirectUris.length === 0) {
    console.error("usage: oidc-provider-server.mjs <port> <redirect URI>[,…]");
    process.exit(2);
  }
  const issuer = `http://127.0.0.1:${port}`;
  const server = oidcTestProvider(issuer, redirectUris).listen(port, "127.0.0.1", () =>
    console.log(`ready ${issuer}`),
  );
  process.on("SIGTERM", () => server.close(() => process.exit(0)));
  process.on("SIGINT", () => server.close(() => process.exit(0)));
}
