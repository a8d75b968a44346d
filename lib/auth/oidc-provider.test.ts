import { describe, expect, it } from "vitest";
import { identityFromClaims, oidcProvider } from "./oidc-provider";

describe("identityFromClaims", () => {
  it("reads issuer, subject, email, its verification, name and groups from the ID token", () => {
    expect(
      identityFromClaims(
        {
          iss: "https://id.example.com",
          sub: "u-1",
          email: "Ada@Example.com",
          email_verified: true,
          name: "Ada",
          roles: ["family", 7, "friends"],
        },
        "https://fallback.example.com",
        "roles",
      ),
    ).toEqual({
      issuer: "https://id.example.com",
      subject: "u-1",
      email: "Ada@Example.com",
      emailVerified: true,
      name: "Ada",
      groups: ["family", "friends"],
    });
  });

  it("treats a missing or false email_verified as unverified, and accepts the string 'true'", () => {
    const base = { sub: "u", email: "a@example.com" };
    expect(identityFromClaims(base, "https://i", "groups").emailVerified).toBe(false);
    expect(
      identityFromClaims({ ...base, email_verified: "false" }, "https://i", "groups").emailVerified,
    ).toBe(false);
    expect(identityFromClaims({ ...base, email_verified: "true" }, "https://i", "groups").emailVerified).toBe(
      true,
    );
  });

  it("falls back to the configured issuer, preferred_username, and a single group given as a string", () => {
    expect(
      identityFromClaims({ sub: "u", preferred_username: "ada", groups: "family" }, "https://i", "groups"),
    ).toMatchObject({ issuer: "https://i", name: "ada", email: null, groups: ["family"] });
  });
});

describe("oidcProvider", () => {
  it("is next-auth's OAuth provider with discovery, the ID token, PKCE and state", () => {
    const provider = oidcProvider({
      enabled: true,
      issuerUrl: "https://id.example.com",
      clientId: "cairn",
      clientSecret: "secret",
      scopes: "openid email",
      buttonText: "Sign in with Example",
      autoRedirect: false,
      allowedGroups: [],
      groupsClaim: "groups",
      redirectUri: undefined,
    });
    expect(provider).toMatchObject({
      id: "oidc",
      type: "oauth",
      name: "Sign in with Example",
      wellKnown: "https://id.example.com/.well-known/openid-configuration",
      idToken: true,
      checks: ["pkce", "state"],
      authorization: { params: { scope: "openid email" } },
    });
  });
});
