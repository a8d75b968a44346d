import { expect, test, type Page } from "@playwright/test";
import { signUpAndSignIn } from "./support/accounts";
import { locationId } from "./support/locations";
import { checkPage } from "./support/page-checks";
import { createEntityId } from "./support/entities";

const accountButton = (page: Page) => page.getByRole("banner").getByRole("button", { name: /^Account: / });

test("the account menu holds settings, the theme and sign-out", async ({ page }, info) => {
  const device = info.project.name;
  const account = await signUpAndSignIn(page);
  await page.goto("/dashboard");
  const button = accountButton(page);
  await expect(button).toHaveAccessibleName(`Account: ${account.name}`);
  await expect(button).toHaveAttribute("aria-expanded", "false");
  await button.click();
  await expect(button).toHaveAttribute("aria-expanded", "true");
  const banner = page.getByRole("banner");
  await expect(banner.getByText(`Signed in as ${account.name}`)).toBeVisible();
  await expect(banner.getByRole("button", { name: "Sign out" })).toBeVisible();
  await checkPage(page, `account-menu-${device}`);

  await test.step("the theme is chosen in the menu", async () => {
    await banner.getByRole("button", { name: "Dark" }).click();
    await expect(page.locator("html")).toHaveClass(/\bdark\b/);
    await expect(banner.getByRole("button", { name: "Dark" })).toHaveAttribute("aria-pressed", "true");
    await checkPage(page, `account-menu-dark-${device}`);
    await banner.getByRole("button", { name: "Light" }).click();
    await expect(page.locator("html")).not.toHaveClass(/\bdark\b/);
  });

  await test.step("Escape closes it and gives the focus back", async () => {
    await page.keyboard.press("Escape");
    await expect(banner.getByRole("button", { name: "Sign out" })).toHaveCount(0);
    await expect(button).toBeFocused();
  });

  await test.step("settings are one tap away from the header", async () => {
    await button.click();
    await banner.getByRole("group", { name: "Account" }).getByRole("link", { name: "Settings" }).click();
    await expect(page).toHaveURL(/\/settings$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Settings");
    await expect(banner.getByRole("link", { name: "Settings" })).toHaveCount(device === "phone" ? 0 : 1);
  });
});

test("on a phone the item page keeps Edit and Add in sight and the rest under More", async ({
  page,
}, info) => {
  test.skip(info.project.name !== "phone", "the compact bar is for phones");
  await signUpAndSignIn(page);
  const garage = await locationId(page.request, "Garage");
  const ladder = await createEntityId(page.request, { name: "Ladder", parentId: garage });
  await page.goto(`/entities/${ladder}`);
  const actions = page.getByRole("group", { name: "Actions" });
  await expect(actions.getByRole("link", { name: "Edit" })).toBeVisible();
  await expect(actions.getByRole("link", { name: "Add item here" })).toBeVisible();
  await expect(actions.getByRole("button", { name: "Duplicate" })).toHaveCount(0);
  await expect(actions.getByRole("button", { name: "Delete" })).toHaveCount(0);
  // One row: the bar is no taller than a button or two.
  expect((await actions.boundingBox())!.height).toBeLessThan(60);

  await test.step("the bottom bar marks Items as the current section", async () => {
    const sections = page.getByRole("navigation", { name: "Sections" });
    await expect(sections.getByRole("link", { name: "Items" })).toHaveAttribute("aria-current", "page");
    await expect(sections.getByRole("link", { name: "Locations" })).not.toHaveAttribute("aria-current");
  });

  const more = actions.getByRole("button", { name: "More actions" });
  await more.click();
  for (const name of ["Duplicate", "Move to…", "Add tag…", "Archive", "Delete"])
    await expect(actions.getByRole("button", { name, exact: true })).toBeVisible();
  await expect(actions.getByRole("link", { name: /Print label/ })).toBeVisible();
  await checkPage(page, "item-more-menu-phone");

  await test.step("Escape closes More and gives the focus back", async () => {
    await page.keyboard.press("Escape");
    await expect(actions.getByRole("button", { name: "Duplicate" })).toHaveCount(0);
    await expect(more).toBeFocused();
  });

  await test.step("an action from More works: Delete asks first", async () => {
    await more.click();
    await actions.getByRole("button", { name: "Delete", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Delete “Ladder”?" });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toHaveCount(0);
  });

  await test.step("a location's page marks Locations", async () => {
    await page.goto(`/entities/${garage}`);
    const sections = page.getByRole("navigation", { name: "Sections" });
    await expect(sections.getByRole("link", { name: "Locations" })).toHaveAttribute("aria-current", "page");
  });
});

test("the dashboard's figures are never cut off on a phone", async ({ page }, info) => {
  test.skip(info.project.name !== "phone", "the narrow screen is the point");
  await signUpAndSignIn(page);
  const api = page.request;
  const currency = await api.put("/api/v1/groups", { data: { currency: "IDR" } });
  expect(currency.status(), await currency.text()).toBe(200);
  const garage = await locationId(api, "Garage");
  const name = "A fireproof safe with a rather long name for a phone screen";
  const safe = await createEntityId(api, { name, parentId: garage });
  const priced = await api.put(`/api/v1/entities/${safe}`, {
    data: { name, parentId: garage, quantity: 1, purchasePrice: 987654321987.65 },
  });
  expect(priced.status(), await priced.text()).toBe(200);
  await page.goto("/dashboard");
  const figures = page.locator("dl dd");
  await expect(figures.first()).toBeVisible();
  await expect(page.locator("dl")).toContainText("IDR 987,654,321,98");
  for (const figure of await figures.all()) {
    const fits = await figure.evaluate(
      (element) =>
        element.scrollWidth <= element.clientWidth && element.getBoundingClientRect().right <= innerWidth,
    );
    expect(fits, await figure.innerText()).toBe(true);
  }
  // Nothing on the page is wider than the screen either (a long item name in "Recently added").
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await checkPage(page, "dashboard-long-figures-phone");
});
