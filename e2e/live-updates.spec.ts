import { expect, test } from "@playwright/test";
import { signUpAndSignIn } from "./support/accounts";

test("a change made elsewhere shows up on an open list without reloading", async ({ page }) => {
  await signUpAndSignIn(page);
  const other = await page.context().newPage();

  await page.goto("/entities");
  await expect(page.getByRole("heading", { name: "Items", level: 1 })).toBeVisible();
  const rows = page.locator('table tbody tr a[href^="/entities/"]');
  await expect(page.getByText("Live Lantern")).toHaveCount(0);
  // The page keeps one event stream open; a reload would reset this marker.
  await page.evaluate(() => ((window as unknown as { __noReload: boolean }).__noReload = true));

  // Another tab of the same account creates an item through the API.
  const created = await other.request.post("/api/v1/entities", { data: { name: "Live Lantern" } });
  expect(created.status(), await created.text()).toBe(201);

  await expect(rows.filter({ hasText: "Live Lantern" })).toHaveCount(1, { timeout: 15_000 });
  expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);

  // And a rename from there too.
  const { id } = (await created.json()) as { id: string };
  const renamed = await other.request.patch(`/api/v1/entities/${id}`, { data: { name: "Live Lamp" } });
  expect(renamed.ok(), await renamed.text()).toBe(true);
  await expect(rows.filter({ hasText: "Live Lamp" })).toHaveCount(1, { timeout: 15_000 });
  await other.close();
});

test("redraws after a change keep the list on screen when its query was changed in the address bar", async ({
  page,
}) => {
  await signUpAndSignIn(page);
  for (const name of ["Ladder", "Lantern", "Level"]) {
    const created = await page.request.post("/api/v1/entities", { data: { name } });
    expect(created.status(), await created.text()).toBe(201);
  }
  await page.goto("/entities");
  const rows = page.locator('table tbody tr a[href^="/entities/"]');
  await expect(rows).toHaveText(["Ladder", "Lantern", "Level"]);
  // The sort goes into the address bar without a server render (components/navigation/page-refresh.ts).
  await page.getByLabel("Sort by").selectOption("name:desc");
  await expect(rows).toHaveText(["Level", "Lantern", "Ladder"]);
  await expect(page).toHaveURL(/orderDir=desc/);

  // The server is slow to draw the page: the change's own redraw and the live update's (300 ms
  // after the change event) are then both on their way at once.
  let redraws = 0;
  let pending = 0;
  await page.route(
    (url) => url.pathname === "/entities" && url.searchParams.has("_rsc"),
    async (route) => {
      if (route.request().headers()["next-router-prefetch"]) return route.continue();
      redraws += 1;
      pending += 1;
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue().finally(() => (pending -= 1));
    },
  );
  const documents: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "document") documents.push(request.url());
  });

  await page.getByRole("checkbox", { name: "Select Lantern" }).check();
  await page.getByRole("button", { name: "Archive", exact: true }).click();
  await expect(page.getByText("Archived “Lantern”.")).toBeVisible();
  await expect(rows).toHaveText(["Level", "Ladder"]);
  // Chosen while the redraws are on their way: a reload of the whole page would drop it.
  await page.getByRole("checkbox", { name: "Select Ladder" }).check();

  await expect.poll(() => redraws, { timeout: 15_000 }).toBeGreaterThanOrEqual(2);
  await expect.poll(() => pending, { timeout: 15_000 }).toBe(0);
  expect(documents).toEqual([]);
  await expect(page.getByRole("checkbox", { name: "Select Ladder" })).toBeChecked();
  await expect(page.getByText("1 selected")).toBeVisible();
});

test("a change made before the page's event stream opens still shows up", async ({ page }) => {
  await signUpAndSignIn(page);
  // The stream is held back until the change is made: on a slow phone or a busy server the page can
  // be on screen a while before its stream is open.
  let releaseStream!: () => void;
  const changeMade = new Promise<void>((resolve) => (releaseStream = resolve));
  await page.route("**/api/v1/events**", async (route) => {
    await changeMade;
    await route.continue();
  });
  await page.goto("/entities");
  await expect(page.getByRole("heading", { name: "Items", level: 1 })).toBeVisible();
  // The list has read its items already: only the change event can bring the new one.
  await expect(page.getByText("No items yet")).toBeVisible();
  const created = await page.request.post("/api/v1/entities", { data: { name: "Early Lantern" } });
  expect(created.status(), await created.text()).toBe(201);
  releaseStream();

  const rows = page.locator('table tbody tr a[href^="/entities/"]');
  await expect(rows.filter({ hasText: "Early Lantern" })).toHaveCount(1, { timeout: 15_000 });
});

test("a change that arrives as the network drops waits for it instead of reloading the page", async ({
  page,
  context,
}) => {
  await signUpAndSignIn(page);
  // The change event is handed to the page by the test, so that the network can drop between the
  // event and the redraw it asks for (300 ms later).
  let deliver!: () => void;
  const changeMade = new Promise<void>((resolve) => (deliver = resolve));
  await page.route("**/api/v1/events**", async (route) => {
    await changeMade;
    await route.fulfill({
      status: 200,
      headers: { "content-type": "text/event-stream" },
      body: 'retry: 60000\nid: 1\nevent: entity.created\ndata: {"type":"entity.created"}\n\n',
    });
  });
  await page.goto("/entities");
  await expect(page.getByRole("heading", { name: "Items", level: 1 })).toBeVisible();
  await expect(page.getByText("No items yet")).toBeVisible();
  // A reload would reset this marker (and lose whatever was being typed on the page).
  await page.evaluate(() => ((window as unknown as { __noReload: boolean }).__noReload = true));

  const created = await page.request.post("/api/v1/entities", { data: { name: "Basement Lantern" } });
  expect(created.status(), await created.text()).toBe(201);
  deliver();
  await context.setOffline(true);
  // Past the redraw's moment: offline, Next.js would load the whole page again from the offline copy.
  await page.waitForTimeout(1_500);
  expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);

  // Back online, the change shows, still without a reload.
  await context.setOffline(false);
  const rows = page.locator('table tbody tr a[href^="/entities/"]');
  await expect(rows.filter({ hasText: "Basement Lantern" })).toHaveCount(1, { timeout: 15_000 });
  expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);
});
