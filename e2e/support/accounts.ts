import { expect, type Page } from "@playwright/test";

export type Account = { name: string; email: string; password: string };

/** A new account with its own group (and seeded locations), signed in on this page. */
export async function signUpAndSignIn(page: Page, name = "Grace Hopper"): Promise<Account> {
  const account = {
    name,
    email: `e2e-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`,
    password: "correct horse battery",
  };
  const registered = await page.request.post("/api/v1/users/register", { data: account });
  expect(registered.status(), await registered.text()).toBe(204);
  await page.goto("/login");
  await page.getByLabel("Email", { exact: true }).fill(account.email);
  await page.getByLabel("Password", { exact: true }).fill(account.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).not.toHaveURL(/\/login/);
  return account;
}
