import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { signUpAndSignIn } from "./support/accounts";
import { locationId } from "./support/locations";
import { checkPage } from "./support/page-checks";

/** The figure of one of the dashboard's total tiles. */
function tile(page: Page, label: string) {
  return page
    .getByRole("region", { name: "Totals" })
    .locator("div", { has: page.locator("dt").getByText(label, { exact: true }) })
    .locator("dd");
}

/** A day `days` from today, as the API's date-only text. */
function dayFromNow(days: number): string {
  return new Date(Date.now() + days * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

async function createPricedItem(
  request: APIRequestContext,
  name: string,
  price: number,
  more: Record<string, unknown> = {},
): Promise<string> {
  const created = await request.post("/api/v1/entities", { data: { name, quantity: 1 } });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  const patched = await request.patch(`/api/v1/entities/${id}`, { data: { purchasePrice: price, ...more } });
  expect(patched.status(), await patched.text()).toBe(200);
  return id;
}

test("the dashboard shows the totals, and they follow new items", async ({ page }) => {
  await signUpAndSignIn(page);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(tile(page, "Items")).toHaveText("0");
  await expect(tile(page, "Locations")).toHaveText("8");
  await expect(tile(page, "Total value")).toHaveText("$0.00");
  await checkPage(page, "dashboard-empty");

  const garage = await locationId(page.request, "Garage");
  const drill = await createPricedItem(page.request, "Cordless drill", 120, {
    parentId: garage,
    warrantyExpires: dayFromNow(30),
  });
  await createPricedItem(page.request, "Espresso machine", 380.5);
  const maintenance = await page.request.post(`/api/v1/entities/${drill}/maintenance`, {
    data: { name: "Replace the brushes", scheduledDate: dayFromNow(14) },
  });
  expect(maintenance.status(), await maintenance.text()).toBe(201);
  await page.reload();
  await expect(tile(page, "Items")).toHaveText("2");
  await expect(tile(page, "Total value")).toHaveText("$500.50");
  const recent = page.getByRole("region", { name: "Recently added" });
  await expect(recent.getByRole("link", { name: "Espresso machine" })).toHaveAttribute(
    "href",
    /\/entities\/[0-9a-f-]{36}$/,
  );
  await expect(page.getByRole("img", { name: /Inventory value over time.*\$500\.50/ })).toBeVisible();
  const byLocation = page.getByRole("region", { name: "Value by location" });
  await expect(byLocation.getByRole("listitem")).toHaveText(["Garage$120.00"]);
  await expect(
    page.getByRole("region", { name: "Upcoming maintenance" }).getByText("Replace the brushes"),
  ).toBeVisible();
  await expect(
    page
      .getByRole("region", { name: "Warranties ending soon" })
      .getByRole("link", { name: "Cordless drill" }),
  ).toBeVisible();
  await checkPage(page, "dashboard");

  // A phone, in the dark theme: nothing may hide under the bottom bar, contrast must hold.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.emulateMedia({ colorScheme: "dark" });
  await page.reload();
  await expect(page.locator("html")).toHaveClass(/\bdark\b/);
  await expect(tile(page, "Items")).toHaveText("2");
  await checkPage(page, "dashboard-phone");
});

test("group settings: rename, change currency, invite someone who joins, remove them", async ({
  page,
  browser,
}) => {
  await signUpAndSignIn(page);
  await page.goto("/settings");
  await page.getByRole("navigation", { name: "Settings" }).getByRole("link", { name: "Group" }).click();
  await expect(page).toHaveURL(/\/settings\/group$/);

  const details = page.getByRole("region", { name: "Name and currency" });
  await details.getByLabel("Name").fill("");
  await details.getByRole("button", { name: "Save group" }).click();
  await expect(details.getByText("Name is required")).toBeVisible();
  await details.getByLabel("Name").fill("Lighthouse Keepers");
  await details.getByLabel("Currency").selectOption("EUR");
  await details.getByRole("button", { name: "Save group" }).click();
  await expect(details.getByRole("status")).toHaveText("Group saved.");

  const members = page.getByRole("region", { name: "Members" });
  await expect(members.getByLabel("Role of Grace Hopper")).toHaveValue("owner");

  const invitations = page.getByRole("region", { name: "Invitations" });
  await invitations.getByRole("button", { name: "Create invitation" }).click();
  const link = invitations.getByLabel("Invitation link");
  await expect(link).toHaveValue(/\/register\?token=.+/);
  const qr = invitations.getByRole("img", { name: "QR code of the invitation link" });
  await expect(qr).toBeVisible();
  // The QR image really loaded (naturalWidth is 0 for a broken image).
  await expect.poll(() => qr.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  await expect(invitations.getByText("1 use left")).toBeVisible();
  await checkPage(page, "settings-group");

  // The invited person signs up through the link and lands in this group.
  const joinLink = await link.inputValue();
  const guest = await browser.newContext();
  const guestPage = await guest.newPage();
  await guestPage.goto(joinLink);
  await guestPage.getByLabel("Name", { exact: true }).fill("Ada Guest");
  await guestPage.getByLabel("Email", { exact: true }).fill(`guest-${Date.now()}@example.com`);
  await guestPage.getByLabel("Password", { exact: true }).fill("correct horse battery");
  await guestPage.getByRole("button", { name: "Create account" }).click();
  await expect(guestPage).toHaveURL(/\/dashboard$/);
  await expect(guestPage.getByRole("heading", { name: "Lighthouse Keepers", level: 1 })).toBeVisible();
  await guest.close();

  await page.reload();
  const membersNow = page.getByRole("region", { name: "Members" });
  await expect(membersNow.getByText("Ada Guest")).toBeVisible();
  await membersNow.getByRole("button", { name: "Remove Ada Guest" }).click();
  await page
    .getByRole("dialog", { name: "Remove Ada Guest?" })
    .getByRole("button", { name: "Remove" })
    .click();
  await expect(membersNow.getByText("Ada Guest", { exact: true })).toBeHidden();

  await page.reload();
  await expect(page.getByRole("region", { name: "Name and currency" }).getByLabel("Name")).toHaveValue(
    "Lighthouse Keepers",
  );
  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { name: "Lighthouse Keepers", level: 1 })).toBeVisible();
  await expect(tile(page, "Total value")).toHaveText("€0.00");
});

test("profile: an API key is shown once, works, and stops working when revoked", async ({
  page,
  playwright,
  baseURL,
}) => {
  await signUpAndSignIn(page);
  await page.goto("/settings/profile");
  const keys = page.getByRole("region", { name: "API keys" });
  // Checked before sending, with the API's own schema.
  await keys.getByRole("button", { name: "Create API key" }).click();
  await expect(keys.getByText("Key name is required")).toBeVisible();
  await keys.getByLabel("Key name").fill("Home Assistant");
  await keys.getByRole("button", { name: "Create API key" }).click();
  const secret = page.getByRole("region", { name: "New API key" });
  await expect(secret.getByText("It will not be shown again")).toBeVisible();
  const token = await secret.getByLabel("API key").inputValue();
  expect(token.length).toBeGreaterThan(20);
  await expect(keys.getByRole("list", { name: "API keys" }).getByText("Home Assistant")).toBeVisible();
  await checkPage(page, "settings-profile");

  // A context without the browser's session cookie, so only the key authenticates.
  const api = await playwright.request.newContext({ baseURL });
  const headers = { Authorization: `Bearer ${token}` };
  expect((await api.get("/api/v1/users/self", { headers })).status()).toBe(200);

  await secret.getByRole("button", { name: "I have copied it" }).click();
  await expect(secret).toBeHidden();
  // The list drops the key optimistically: wait for the server to have revoked it.
  const revoked = page.waitForResponse(
    (response) => response.request().method() === "DELETE" && response.url().includes("/api-keys/"),
  );
  await keys.getByRole("button", { name: "Revoke Home Assistant" }).click();
  await expect(keys.getByText("No API keys yet.")).toBeVisible();
  expect((await revoked).status()).toBe(204);
  expect((await api.get("/api/v1/users/self", { headers })).status()).toBe(401);
  await api.dispose();
});

test("profile: a new email needs the current password; the name alone does not", async ({ page }) => {
  const account = await signUpAndSignIn(page);
  await page.goto("/settings/profile");
  const form = page.getByRole("region", { name: "Name and email" });
  await form.getByLabel("Name", { exact: true }).fill("Grace B. Hopper");
  await form.getByRole("button", { name: "Save profile" }).click();
  await expect(form.getByText("Profile saved.")).toBeVisible();

  const email = `e2e-moved-${Date.now()}@example.com`;
  await form.getByLabel("Email", { exact: true }).fill(email);
  await form.getByRole("button", { name: "Save profile" }).click();
  await expect(form.getByText("Current password is required to change the email")).toBeVisible();
  await form.getByLabel("Current password").fill(account.password);
  await form.getByRole("button", { name: "Save profile" }).click();
  await expect(form.getByText("Profile saved.")).toBeVisible();
  await expect(form.getByLabel("Current password")).toHaveValue("");
  const self = await page.request.get("/api/v1/users/self");
  expect((await self.json()).item).toMatchObject({ name: "Grace B. Hopper", email });
});

test("profile: a wrong current password is shown beside its field", async ({ page }) => {
  await signUpAndSignIn(page);
  await page.goto("/settings/profile");
  const form = page.getByRole("region", { name: "Password" });
  await form.getByLabel("Current password").fill("not my password");
  await form.getByLabel("New password").fill("a brand new passphrase");
  await form.getByRole("button", { name: "Change password" }).click();
  await expect(form.getByText("Current password is incorrect")).toBeVisible();
  await expect(form.getByLabel("Current password")).toHaveAttribute("aria-invalid", "true");
});

const CSV_HEADER = "HB.import_ref,HB.name,HB.location,HB.quantity,HB.purchase_price";

test("data: CSV import with a row error, backup, labels, housekeeping, wipe", async ({ page }) => {
  await signUpAndSignIn(page);
  await page.goto("/settings/data");
  const importer = page.getByRole("region", { name: "Import from CSV" });

  await importer.getByLabel("CSV or TSV file").setInputFiles({
    name: "bad.csv",
    mimeType: "text/csv",
    buffer: Buffer.from(`${CSV_HEADER}\nb-1,Hammer,Garage,1,10\nb-2,Saw,Garage,lots,20\n`),
  });
  await importer.getByRole("button", { name: "Import" }).click();
  await expect(importer.getByRole("alert")).toContainText("row 2");
  await expect(importer.getByRole("alert")).toContainText("HB.quantity");

  await importer.getByLabel("CSV or TSV file").setInputFiles({
    name: "tools.csv",
    mimeType: "text/csv",
    buffer: Buffer.from(
      `${CSV_HEADER}\nt-1,Hammer,Garage,1,10\nt-2,Saw,Garage,2,20\nt-3,Kettle,Kitchen,1,30.5\n`,
    ),
  });
  await importer.getByRole("button", { name: "Import" }).click();
  await expect(importer.getByRole("status")).toHaveText(
    "Imported tools.csv: 3 items created, 0 updated, 0 rows skipped.",
  );

  const backups = page.getByRole("region", { name: "Backups" });
  await backups.getByRole("button", { name: "Start a backup" }).click();
  const jobs = backups.getByRole("list", { name: "Backups and restores" });
  await expect(jobs.getByText("completed")).toBeVisible({ timeout: 20_000 });
  await expect(jobs.getByRole("link", { name: /^Download Backup of/ })).toBeVisible();
  await checkPage(page, "settings-data");

  // Labels for what is in the Garage (the hammer and the saw), on a 62 mm roll.
  const labels = page.getByRole("region", { name: "Print labels" });
  await labels.getByRole("combobox", { name: "Location" }).fill("Gara");
  await page.getByRole("option", { name: /^Garage/ }).click();
  await labels.getByLabel("Label stock").selectOption("roll-62mm");
  await expect(labels.getByText("2 labels for Garage.")).toBeVisible();
  const sheet = labels.getByRole("link", { name: "Print labels for everything in it" });
  const href = await sheet.getAttribute("href");
  expect(href).toMatch(/\/api\/v1\/labelmaker\/sheet\?ids=[0-9a-f-]{36}%2C[0-9a-f-]{36}&template=roll-62mm$/);
  const pdf = await page.request.get(href!);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()["content-type"]).toContain("application/pdf");

  await page.goto("/dashboard");
  await expect(tile(page, "Items")).toHaveText("3");
  await expect(tile(page, "Total value")).toHaveText("$80.50");

  await page.goto("/settings/data");
  const housekeeping = page.getByRole("region", { name: "Housekeeping" });
  await housekeeping.getByRole("button", { name: "Run: Ensure asset IDs" }).click();
  await expect(housekeeping.getByText(/^\d+ records? updated\.$/)).toBeVisible();

  await page.getByRole("button", { name: "Wipe inventory…" }).click();
  const confirm = page.getByRole("dialog", { name: "Wipe the inventory?" });
  await confirm.getByLabel("Also delete tags").check();
  await confirm.getByRole("button", { name: "Wipe inventory" }).click();
  await expect(page.getByRole("region", { name: "Wipe inventory" }).getByRole("status")).toHaveText(
    /records? deleted\./,
  );
  await page.goto("/dashboard");
  await expect(tile(page, "Items")).toHaveText("0");
  await expect(tile(page, "Tags")).toHaveText("0");
  await expect(tile(page, "Locations")).toHaveText("8");
});
