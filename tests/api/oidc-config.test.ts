import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { startOidcProvider, oidcEnv, type RunningOidcProvider } from "../support/oidc-provider";
import { signInThroughProvider } from "../support/oidc-sign-in";
import { createScratchDatabase } from "../support/postgres";
import { freePort, startServer, type RunningServer } from "../support/server";
import { runSql } from "../support/sql";

const cleanups: Array<() => Promise<void>> = [];
let server: RunningServer;
let databaseEnvUrl: string | undefined;
let provider: RunningOidcProvider;

/**
 * A server of its own with OIDC on (a real provider on loopback) and password login off, on this
 * suite's kind of database.
 */
beforeAll(async () => {
  const adminUrl = inject("postgresAdminUrl");
  const databaseEnv: Record<string, string> = {};
  if (adminUrl) {
    const scratch = await createScratchDatabase(adminUrl, "oidc");
    cleanups.push(scratch.drop);
    databaseEnv.DATABASE_URL = scratch.url;
    databaseEnvUrl = scratch.url;
  }
  const port = await freePort();
  // Registered at the provider under HomeBox's redirect URI, which passes the answer on to next-auth.
  const homeboxCallback = `http://127.0.0.1:${port}/api/v1/users/login/oidc/callback`;
  provider = await startOidcProvider([homeboxCallback]);
  cleanups.push(provider.stop);
  server = await startServer({
    port,
    env: {
      ...databaseEnv,
      ...oidcEnv(provider, {
        ALLOW_LOCAL_LOGIN: "false",
        OIDC_AUTO_REDIRECT: "true",
        OIDC_BUTTON_TEXT: "Sign in with the test provider",
        OIDC_ALLOWED_GROUPS: "cairn",
        OIDC_REDIRECT_URI: homeboxCallback,
      }),
    },
  });
  cleanups.push(server.stop);
}, 300_000);

afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

const get = (path: string, init: RequestInit = {}) =>
  fetch(`${server.baseUrl}${path}`, { redirect: "manual", ...init });

describe("OIDC configuration", () => {
  it("shows the OIDC settings in GET /v1/status", async () => {
    const response = await get("/api/v1/status");
    expect(response.status).toBe(200);
    expect((await response.json()).oidc).toEqual({
      enabled: true,
      allowLocal: false,
      autoRedirect: true,
      buttonText: "Sign in with the test provider",
    });
  });

  it("refuses password login with 403 when ALLOW_LOCAL_LOGIN is false, though registration works", async () => {
    const email = "local@example.com";
    const password = "correct horse battery";
    const registered = await get("/api/v1/users/register", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ name: "Local", email, password }),
    });
    expect(registered.status).toBe(204);
    const login = await get("/api/v1/users/login", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ username: email, password }),
    });
    expect(login.status).toBe(403);
    expect(await login.json()).toMatchObject({ error: expect.stringMatching(/local login is disabled/) });
  });

  it("sends HomeBox's /users/login/oidc into the sign-in flow and its callback on to next-auth's", async () => {
    const start = await get("/api/v1/users/login/oidc");
    expect(start.status).toBe(302);
    expect(start.headers.get("location")).toBe("/login?oidc=start");

    const callback = await get("/api/v1/users/login/oidc/callback?code=abc&state=xyz");
    expect(callback.status).toBe(302);
    expect(callback.headers.get("location")).toBe("/api/auth/callback/oidc?code=abc&state=xyz");
  });

  it("starts the authorization code flow at the provider with PKCE, state and the configured scopes", async () => {
    const csrf = await get("/api/auth/csrf");
    const cookies = csrf.headers.getSetCookie().map((cookie) => cookie.split(";")[0]);
    const { csrfToken } = (await csrf.json()) as { csrfToken: string };
    const signIn = await get("/api/auth/signin/oidc", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: cookies.join("; ") },
      body: new URLSearchParams({ csrfToken, callbackUrl: "/dashboard" }),
    });
    expect(signIn.status).toBe(302);
    const authorize = new URL(signIn.headers.get("location")!);
    expect(`${authorize.origin}${authorize.pathname}`).toBe(`${provider.issuer}/auth`);
    expect(Object.fromEntries(authorize.searchParams)).toMatchObject({
      client_id: "cairn-test",
      response_type: "code",
      scope: "openid profile email",
      redirect_uri: `${server.baseUrl}/api/v1/users/login/oidc/callback`,
      code_challenge_method: "S256",
      code_challenge: expect.stringMatching(/^[\w-]{43}$/),
      state: expect.any(String),
    });
  });
});

async function selfWith(cookie: string) {
  const response = await get("/api/v1/users/self", { headers: { Cookie: cookie } });
  expect(response.status).toBe(200);
  return (await response.json()).item as Record<string, unknown>;
}

describe("signing in through the provider", () => {
  it("makes an account with its own home at first, and finds the same one the next time", async () => {
    const first = await signInThroughProvider(server.baseUrl, "alice");
    expect(first.landedOn).toBe("/dashboard");
    const user = await selfWith(first.cookie);
    expect(user).toMatchObject({
      name: "Alice Oidc",
      email: "alice.oidc@example.test",
      oidcIssuer: provider.issuer,
      oidcSubject: "alice",
    });
    const locations = await get("/api/v1/entities?isLocation=true", { headers: { Cookie: first.cookie } });
    expect((await locations.json()).total).toBe(8);

    const second = await signInThroughProvider(server.baseUrl, "alice");
    expect(second.landedOn).toBe("/dashboard");
    expect((await selfWith(second.cookie)).id).toBe(user.id);
  });

  it("never links an identity to an account that has a password (whoever chose it may not be the person)", async () => {
    // Anyone can register the address first and wait for its owner's first single sign-on.
    const registered = await get("/api/v1/users/register", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({
        name: "Pre-claimer",
        email: "linker.oidc@example.test",
        password: "the squatter knows this one",
      }),
    });
    expect(registered.status).toBe(204);
    const refused = await signInThroughProvider(server.baseUrl, "linker");
    expect(refused.landedOn).toBe("/login?error=OidcAccountHasPassword");
    expect(refused.cookie).not.toMatch(/next-auth\.session-token/);
    const page = await get(refused.landedOn);
    expect(await page.text()).toContain("already has a password");
    // Still unlinked: a second try is refused the same way.
    expect((await signInThroughProvider(server.baseUrl, "linker")).landedOn).toBe(
      "/login?error=OidcAccountHasPassword",
    );
  });

  it("refuses an unverified email and a user outside OIDC_ALLOWED_GROUPS, making no session", async () => {
    const unverified = await signInThroughProvider(server.baseUrl, "mallory");
    expect(unverified.landedOn).toBe("/login?error=OidcEmailUnverified");
    expect(unverified.cookie).not.toMatch(/next-auth\.session-token/);
    const outsider = await signInThroughProvider(server.baseUrl, "outsider");
    expect(outsider.landedOn).toBe("/login?error=OidcNotInGroup");
    expect(outsider.cookie).not.toMatch(/next-auth\.session-token/);
  });
});

describe("an account that only signs in through the provider", () => {
  const databaseUrl = () => databaseEnvUrl ?? `file:${server.dataDir}/cairn.db`;
  const putSelf = (cookie: string, body: unknown) =>
    get("/api/v1/users/self", {
      method: "PUT",
      headers: { "Content-Type": "application/json", Cookie: cookie, Origin: server.baseUrl },
      body: JSON.stringify(body),
    });

  it("changes its email only within ten minutes of signing in at the provider", async () => {
    const signedIn = await signInThroughProvider(server.baseUrl, "olivia");
    expect(signedIn.landedOn).toBe("/dashboard");
    const fresh = await putSelf(signedIn.cookie, { email: "olivia.new@example.test" });
    expect(fresh.status).toBe(200);
    expect((await fresh.json()).item.email).toBe("olivia.new@example.test");
    const user = await selfWith(signedIn.cookie);

    await runSql(
      databaseUrl(),
      "UPDATE AuthToken SET oidcSignInAt = '2020-01-01T00:00:00.000Z' WHERE userId = ?",
      'UPDATE "AuthToken" SET "oidcSignInAt" = \'2020-01-01T00:00:00Z\' WHERE "userId" = $1',
      [user.id],
    );
    const stale = await putSelf(signedIn.cookie, { email: "olivia.stolen@example.test", password: "guess" });
    expect(stale.status).toBe(403);
    expect((await stale.json()).error).toMatch(/sign in again/);
    expect((await selfWith(signedIn.cookie)).email).toBe("olivia.new@example.test");
    // A new name needs nothing.
    expect((await putSelf(signedIn.cookie, { name: "Olivia Renamed" })).status).toBe(200);
  });
});
