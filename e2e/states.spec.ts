import { expect, test } from "@playwright/test";
import { signUpAndSignIn } from "./support/accounts";
import { locationId } from "./support/locations";
import { checkPage } from "./support/page-checks";

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

test("an unknown page or item shows the app's 404 with ways on", async ({ page }) => {
  await signUpAndSignIn(page);
  for (const [path, name] of [
    ["/no-such-page/at/all", "states-404-route"],
    ["/entities/00000000-0000-4000-8000-000000000000", "states-404-item"],
  ] as const) {
    const answer = await page.goto(path);
    expect(answer?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Nothing here", level: 1 })).toBeVisible();
    // Inside the app's frame: its header and navigation are there.
    await expect(page.getByRole("banner")).toBeVisible();
    const ways = page.getByRole("navigation", { name: "Ways on" });
    await expect(ways.getByRole("link", { name: "All items" })).toHaveAttribute("href", "/entities");
    await expect(ways.getByRole("link", { name: "Scan a label" })).toHaveAttribute("href", "/scan");
    await checkPage(page, name);
  }
  await page.getByRole("searchbox", { name: "Search items and locations" }).fill("drill");
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page).toHaveURL(/\/entities\?q=drill$/);
});

test("the maintenance page lists every item's maintenance: overdue, due and done", async ({ page }) => {
  await signUpAndSignIn(page);
  const garage = await locationId(page.request, "Garage");
  const created = await page.request.post("/api/v1/entities", { data: { name: "Boiler", parentId: garage } });
  const boiler = ((await created.json()) as { id: string }).id;
  for (const data of [
    { name: "Bleed the radiators", scheduledDate: day(-3) },
    { name: "Yearly service", scheduledDate: day(20) },
    { name: "Replace the filter", completedDate: day(-10) },
  ]) {
    const answer = await page.request.post(`/api/v1/entities/${boiler}/maintenance`, { data });
    expect(answer.status(), await answer.text()).toBe(201);
  }
  await page.goto("/dashboard");
  await page.getByRole("link", { name: "All maintenance" }).click();
  await expect(page.getByRole("heading", { name: "Maintenance", level: 1 })).toBeVisible();
  await expect(page.getByRole("list", { name: /^Overdue/ })).toContainText("Bleed the radiators");
  await expect(page.getByRole("list", { name: /^Due/ })).toContainText("Yearly service");
  await expect(page.getByRole("list", { name: /^Done/ })).toContainText("Replace the filter");
  await expect(
    page.getByRole("list", { name: /^Overdue/ }).getByRole("link", { name: "Boiler" }),
  ).toHaveAttribute("href", `/entities/${boiler}`);
  await checkPage(page, "states-maintenance");
  await page.setViewportSize({ width: 390, height: 844 });
  await checkPage(page, "states-maintenance-phone");
});

test("a new household's dashboard guides the first steps until there is an item", async ({ page }) => {
  await signUpAndSignIn(page);
  await page.goto("/dashboard");
  const guide = page.getByRole("region", { name: "Get started" });
  await expect(guide).toBeVisible();
  // A new household already has its seeded rooms.
  await expect(guide.getByRole("checkbox", { name: "Garage" })).toBeDisabled();
  await expect(guide.getByRole("checkbox", { name: "Garage" })).toBeChecked();
  await checkPage(page, "states-first-run");
  await guide.getByRole("checkbox", { name: "Shed" }).check();
  await guide.getByRole("checkbox", { name: "Workshop" }).check();
  await guide.getByRole("button", { name: "Create 2 locations" }).click();
  await expect(guide.getByRole("status").filter({ hasText: "Created" })).toHaveText(
    "Created Shed, Workshop.",
  );
  await expect(guide.getByRole("checkbox", { name: "Shed" })).toBeDisabled();
  const shed = await locationId(page.request, "Shed");
  expect(shed).toMatch(/^[0-9a-f-]{36}$/);
  await page.setViewportSize({ width: 390, height: 844 });
  await checkPage(page, "states-first-run-phone");

  await guide.getByRole("link", { name: "Add an item" }).click();
  await expect(page).toHaveURL(/\/entities\/new$/);
  const created = await page.request.post("/api/v1/entities", { data: { name: "Ladder", parentId: shed } });
  expect(created.status()).toBe(201);
  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("region", { name: "Get started" })).toHaveCount(0);
});
