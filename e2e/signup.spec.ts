import { expect, test, type Page } from "@playwright/test";
import path from "node:path";
import { expectNoCspViolations } from "./support/page-checks";

const SEEDED_LOCATIONS = [
  "Living Room",
  "Garage",
  "Kitchen",
  "Bedroom",
  "Bathroom",
  "Office",
  "Attic",
  "Basement",
];
const resultsDir = path.join(import.meta.dirname, "..", "test-results");

async function expectSeededLocationTree(page: Page) {
  await expect(page.getByRole("heading", { name: "Locations", level: 1 })).toBeVisible();
  const tree = page.getByRole("list", { name: "Locations" });
  for (const name of SEEDED_LOCATIONS) await expect(tree.getByText(name, { exact: true })).toBeVisible();
  await expect(tree.getByRole("listitem")).toHaveCount(SEEDED_LOCATIONS.length);
}

test("sign up, sign out, sign in again and see the seeded locations", async ({ page }) => {
  const email = `e2e-${Date.now()}@example.com`;
  const password = "correct horse battery";

  await test.step("sign up through /register", async () => {
    await page.goto("/register");
    await page.getByLabel("Name", { exact: true }).fill("Ada Lovelace");
    await page.getByLabel("Email", { exact: true }).fill(email);
    await page.getByLabel("Password", { exact: true }).fill("short");
    await page.getByRole("button", { name: "Create account" }).click();
    await expect(page.getByText("Password must be at least 8 characters")).toBeVisible();
    // The one form pattern moves to the first field in trouble.
    await expect(page.getByLabel("Password", { exact: true })).toBeFocused();

    await page.getByLabel("Password", { exact: true }).fill(password);
    await page.getByRole("button", { name: "Create account" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole("banner").getByText("Ada Lovelace")).toBeVisible();
    await page.goto("/locations");
    await expectSeededLocationTree(page);
  });

  await test.step("sign out", async () => {
    await page.getByRole("button", { name: "Account: Ada Lovelace" }).click();
    await page.getByRole("button", { name: "Sign out" }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.goto("/locations");
    await expect(page).toHaveURL(/\/login$/);
  });

  await test.step("a wrong password is refused", async () => {
    await page.getByLabel("Email", { exact: true }).fill(email);
    await page.getByLabel("Password", { exact: true }).fill("not the password");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Invalid email or password" })).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });

  await test.step("sign in through /login", async () => {
    await page.getByLabel("Password", { exact: true }).fill(password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto("/locations");
    await expectSeededLocationTree(page);
    await page.screenshot({ path: path.join(resultsDir, "locations.png"), fullPage: true });
  });

  await test.step("dark mode follows the system colour scheme", async () => {
    await page.emulateMedia({ colorScheme: "dark" });
    await page.reload();
    await expect(page.locator("html")).toHaveClass(/\bdark\b/);
    await expectSeededLocationTree(page);
    await page.screenshot({ path: path.join(resultsDir, "locations-dark.png"), fullPage: true });
  });

  await test.step("every page ran under its Content-Security-Policy without a violation", async () => {
    await expectNoCspViolations(page, "sign-up and sign-in");
  });
});

test("signing up with a taken email makes nothing and says what to do, without saying it is taken", async ({
  page,
}) => {
  const email = `e2e-taken-${Date.now()}@example.com`;
  const registered = await page.request.post("/api/v1/users/register", {
    data: { name: "First Owner", email, password: "correct horse battery" },
  });
  expect(registered.status()).toBe(204);

  await page.goto("/register");
  await page.getByLabel("Name", { exact: true }).fill("Second Comer");
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill("password");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByText("Password is one of the most common passwords; choose another")).toBeVisible();

  await page.getByLabel("Password", { exact: true }).fill("another long passphrase");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(
    page.getByRole("alert").filter({ hasText: "If you already have an account with this email" }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/register$/);
});
