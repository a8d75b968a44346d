import { expect, test } from "@playwright/test";
import { signUpAndSignIn } from "./support/accounts";

test("the language and date format change in place, without reloading the page", async ({ page }) => {
  await signUpAndSignIn(page);
  const types = (await (await page.request.get("/api/v1/entity-types")).json()) as {
    id: string;
    isLocation: boolean;
  }[];
  const created = await page.request.post("/api/v1/entities", {
    data: {
      name: "Cordless drill",
      purchaseDate: "2026-03-01",
      purchasePrice: 1142.8,
      entityTypeId: types.find((type) => !type.isLocation)!.id,
    },
  });
  const { id } = (await created.json()) as { id: string };

  await page.goto("/settings/profile");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  // A mark on the window: a full reload would wipe it.
  await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));

  await page.getByLabel("Language", { exact: true }).selectOption("de");
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  await expect(page.getByRole("heading", { name: "Sprache und Formate" })).toBeVisible();
  await page.getByLabel("Datumsformat").selectOption("iso");
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);

  await page.goto(`/entities/${id}`);
  await expect(page.getByText("2026-03-01").first()).toBeVisible();
  await expect(page.getByText("1.142,80 $").first()).toBeVisible();

  await test.step("signed out, the sign-in page keeps the language", async () => {
    const kept = (await page.context().cookies()).filter((cookie) => cookie.name === "cairn-locale");
    expect(kept).toHaveLength(1);
    await page.context().clearCookies();
    await page.context().addCookies(kept);
    await page.goto("/login");
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
  });
});

test("before sign-in, the language menu and the browser's language choose", async ({ browser, baseURL }) => {
  const context = await browser.newContext({
    baseURL,
    locale: "ja",
    extraHTTPHeaders: { "Accept-Language": "ja" },
  });
  const page = await context.newPage();
  await page.goto("/login");
  await expect(page.locator("html")).toHaveAttribute("lang", "ja");
  await page.getByRole("combobox").last().selectOption("sv");
  await expect(page.locator("html")).toHaveAttribute("lang", "sv");
  await page.reload();
  await expect(page.locator("html")).toHaveAttribute("lang", "sv");
  await context.close();
});
