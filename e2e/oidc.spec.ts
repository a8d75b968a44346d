import { expect, test, type Browser, type Page } from "@playwright/test";
import { oidcEnv, startOidcProvider, type RunningOidcProvider } from "../tests/support/oidc-provider";
import { freePort, startServer, type RunningServer } from "../tests/support/server";
import { checkPage } from "./support/page-checks";

/**
 * Sign-in through a real OpenID Connect provider on loopback. This spec runs its own Cairn server
 * (OIDC settings need the provider's address, and the other specs keep a server without OIDC).
 */
let provider: RunningOidcProvider;
let server: RunningServer;
/** The same provider, with password login off and OIDC_AUTO_REDIRECT on. */
let oidcOnly: RunningServer;

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  const [port, oidcOnlyPort] = [await freePort(), await freePort()];
  provider = await startOidcProvider(
    [port, oidcOnlyPort].map((p) => `http://127.0.0.1:${p}/api/auth/callback/oidc`),
  );
  server = await startServer({ port, env: oidcEnv(provider) });
  oidcOnly = await startServer({
    port: oidcOnlyPort,
    env: oidcEnv(provider, {
      ALLOW_LOCAL_LOGIN: "false",
      OIDC_AUTO_REDIRECT: "true",
      OIDC_BUTTON_TEXT: "Sign in with Test ID",
    }),
  });
});

test.afterAll(async () => {
  await oidcOnly?.stop();
  await server?.stop();
  await provider?.stop();
});

async function newPage(browser: Browser, on: RunningServer = server): Promise<Page> {
  const context = await browser.newContext({ baseURL: on.baseUrl });
  const page = await context.newPage();
  // The provider's development pages import a web font; nothing may leave the machine.
  await context.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.abort());
  return page;
}

/** At the provider's development login: any password is accepted; then the consent page. */
async function signInAtProvider(page: Page, login: string) {
  await page.waitForURL(`${provider.issuer}/**`);
  await page.locator('input[name="login"]').fill(login);
  await page.locator('input[name="password"]').fill("any password");
  await page.getByRole("button", { name: "Sign-in" }).click();
  await page.getByRole("button", { name: "Continue" }).click();
}

async function self(page: Page) {
  const response = await page.request.get("/api/v1/users/self");
  expect(response.status()).toBe(200);
  return (await response.json()).item as {
    id: string;
    email: string;
    oidcIssuer: string;
    oidcSubject: string;
  };
}

test("the login page offers the provider, and a first sign-in creates the account", async ({ browser }) => {
  const page = await newPage(browser);
  await page.goto("/login");
  await expect(page.getByLabel("Email", { exact: true })).toBeVisible();
  await checkPage(page, "login-with-oidc");
  await page.getByRole("button", { name: "Sign in with OIDC" }).click();
  await signInAtProvider(page, "alice");
  await page.waitForURL("**/dashboard");
  const user = await self(page);
  expect(user).toMatchObject({
    email: "alice.oidc@example.test",
    oidcIssuer: provider.issuer,
    oidcSubject: "alice",
  });
  // Its own seeded home, as registration makes.
  const locations = await page.request.get("/api/v1/entities?isLocation=true");
  expect((await locations.json()).total).toBe(8);
  await page.context().close();
});

test("signing in again as the same person (through HomeBox's route) finds the same account", async ({
  browser,
}) => {
  const first = await newPage(browser);
  await first.goto("/login");
  await first.getByRole("button", { name: "Sign in with OIDC" }).click();
  await signInAtProvider(first, "alice");
  await first.waitForURL("**/dashboard");
  const before = await self(first);
  await first.context().close();

  const again = await newPage(browser);
  await again.goto("/api/v1/users/login/oidc");
  await signInAtProvider(again, "alice");
  await again.waitForURL("**/dashboard");
  expect((await self(again)).id).toBe(before.id);
  await again.context().close();
});

test("an account that has a password is not taken over by email: the login page says why", async ({
  browser,
}) => {
  const password = "correct horse battery";
  const email = "linker.oidc@example.test";
  const page = await newPage(browser);
  // Whoever registered the address knows this password; it may not be the address's owner.
  const registered = await page.request.post("/api/v1/users/register", {
    data: { name: "Linker", email, password },
  });
  expect(registered.status()).toBe(204);

  await page.goto("/login");
  await page.getByRole("button", { name: "Sign in with OIDC" }).click();
  await signInAtProvider(page, "linker");
  await page.waitForURL("**/login?error=OidcAccountHasPassword");
  await expect(page.getByRole("alert").filter({ hasText: "already has a password" })).toBeVisible();
  expect((await page.request.get("/api/v1/users/self")).status()).toBe(401);
  const login = await page.request.post("/api/v1/users/login", { data: { username: email, password } });
  const token = (await login.json()).token as string;
  const passwordSelf = await page.request.get("/api/v1/users/self", { headers: { Authorization: token } });
  expect((await passwordSelf.json()).item).toMatchObject({ email, oidcSubject: "" });
  await page.context().close();
});

test("an email the provider has not verified is refused with a clear message", async ({ browser }) => {
  const page = await newPage(browser);
  await page.goto("/login");
  await page.getByRole("button", { name: "Sign in with OIDC" }).click();
  await signInAtProvider(page, "mallory");
  await page.waitForURL("**/login?error=OidcEmailUnverified");
  await expect(
    page.getByRole("alert").filter({ hasText: "has not verified your email address" }),
  ).toBeVisible();
  const response = await page.request.get("/api/v1/users/self");
  expect(response.status()).toBe(401);
  await page.context().close();
});

test("GET /api/v1/status shows the OIDC block", async ({ request }) => {
  const response = await request.get(`${server.baseUrl}/api/v1/status`);
  expect((await response.json()).oidc).toEqual({
    enabled: true,
    allowLocal: true,
    autoRedirect: false,
    buttonText: "Sign in with OIDC",
  });
});

test("with local login off, the login page goes straight to the provider and offers no password form", async ({
  browser,
}) => {
  const page = await newPage(browser, oidcOnly);
  await page.goto("/login");
  await signInAtProvider(page, "alice");
  await page.waitForURL("**/dashboard");
  expect((await self(page)).oidcSubject).toBe("alice");
  await page.context().close();

  // After a refusal the page stays, with the provider's button as the only way in.
  const refused = await newPage(browser, oidcOnly);
  await refused.goto("/login?error=OidcNotInGroup");
  await expect(refused.getByRole("button", { name: "Sign in with Test ID" })).toBeVisible();
  await expect(refused.getByLabel("Email", { exact: true })).toHaveCount(0);
  await expect(refused.getByRole("link", { name: "Create an account" })).toHaveCount(0);
  await checkPage(refused, "login-oidc-only");
  await refused.context().close();
});
