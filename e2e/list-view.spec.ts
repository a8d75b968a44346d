import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { parseCsv } from "../lib/csv/parse-csv";
import { signUpAndSignIn } from "./support/accounts";
import { checkPage } from "./support/page-checks";

type Summary = { id: string; name: string };

async function json<T>(response: Awaited<ReturnType<APIRequestContext["get"]>>): Promise<T> {
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as T;
}

/** A 16×16 orange PNG, the smallest photo that still gets a thumbnail. */
const PHOTO = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAIAAACQkWg2AAAAFklEQVR4nGM4EaVBEmIY1TCqYfhqAAAQtkoQSP1gsgAAAABJRU5ErkJggg==",
  "base64",
);

const rowNames = (page: Page) => page.locator('table tbody tr a[href^="/entities/"]');

/** The names in an exported CSV, sorted. */
async function csvNames(page: Page, href: string): Promise<string[]> {
  const response = await page.request.get(href);
  expect(response.ok()).toBe(true);
  const [header, ...rows] = parseCsv(await response.text(), {
    delimiter: ",",
    maxColumns: 2000,
    maxCellLength: 1_000_000,
    maxRecords: 1_000_000,
  });
  const at = header!.cells.indexOf("HB.name");
  return rows.map((row) => row.cells[at]!).sort();
}

/** Items in a small tree: Garage › Shelf 2 › Box A › Hammer, a saw in the garage, tape in the kitchen. */
async function seed(page: Page) {
  const api = page.request;
  const locations = await json<{ items: Summary[] }>(await api.get("/api/v1/entities?isLocation=true"));
  const locationId = (name: string) => locations.items.find((location) => location.name === name)!.id;
  const types = await json<Array<{ id: string; isLocation: boolean }>>(await api.get("/api/v1/entity-types"));
  const create = async (data: Record<string, unknown>) =>
    json<Summary>(await api.post("/api/v1/entities", { data }));
  const patch = async (id: string, data: Record<string, unknown>) =>
    json<Summary>(await api.patch(`/api/v1/entities/${id}`, { data }));
  const shelf = await create({
    name: "Shelf 2",
    parentId: locationId("Garage"),
    entityTypeId: types.find((type) => type.isLocation)!.id,
  });
  const box = await create({ name: "Box A", parentId: shelf.id, quantity: 1 });
  const hammer = await create({ name: "Hammer", parentId: box.id, quantity: 2 });
  await patch(hammer.id, { purchasePrice: 10 });
  const saw = await create({ name: "Saw", parentId: locationId("Garage"), quantity: 1 });
  await patch(saw.id, { purchasePrice: 30 });
  const tape = await create({
    name: "Measuring tape with a name long enough to need an ellipsis somewhere",
    parentId: locationId("Kitchen"),
    quantity: 5,
  });
  await patch(tape.id, { purchasePrice: 2 });
  const uploaded = await api.post(`/api/v1/entities/${hammer.id}/attachments`, {
    multipart: { file: { name: "hammer.png", mimeType: "image/png", buffer: PHOTO }, name: "hammer.png" },
  });
  expect(uploaded.status(), await uploaded.text()).toBe(201);
  return { hammer, saw, tape, box };
}

test("the list people scan: paths, totals, sortable columns, grid, range select and export", async ({
  page,
}) => {
  await signUpAndSignIn(page);
  const { tape } = await seed(page);

  await page.goto("/entities");
  await expect(rowNames(page)).toHaveText(["Box A", "Hammer", tape.name, "Saw"]);

  await test.step("each row shows where it is, all the way from the top", async () => {
    const hammerRow = page.getByRole("row", { name: /Hammer/ });
    await expect(hammerRow.getByRole("cell", { name: "Garage › Shelf 2 › Box A" })).toBeVisible();
  });

  await test.step("the totals are the whole list's", async () => {
    const totals = page.getByLabel("Totals of the whole list");
    // Pieces: 1 (the box) + 2 + 5 + 1; value: 2 × 10 + 5 × 2 + 30.
    await expect(totals).toContainText("9 pieces");
    await expect(totals).toContainText("$60.00 value");
  });

  await test.step("a column header sorts, a second click turns the direction, and the URL keeps it", async () => {
    const price = page.getByRole("columnheader", { name: "Price" });
    await expect(price).toHaveAttribute("aria-sort", "none");
    await expect(page.getByRole("columnheader", { name: "Name" })).toHaveAttribute("aria-sort", "ascending");
    await price.getByRole("button").click();
    await expect(price).toHaveAttribute("aria-sort", "descending");
    await expect(rowNames(page)).toHaveText(["Saw", "Hammer", tape.name, "Box A"]);
    await expect(page).toHaveURL(/orderBy=purchasePrice&orderDir=desc/);
    await price.getByRole("button").click();
    await expect(price).toHaveAttribute("aria-sort", "ascending");
    await expect(rowNames(page)).toHaveText(["Box A", tape.name, "Hammer", "Saw"]);
    await page.reload();
    await expect(page.getByRole("columnheader", { name: "Price" })).toHaveAttribute("aria-sort", "ascending");
    await expect(page.getByLabel("Sort by")).toHaveValue("purchasePrice:asc");
    await page.getByRole("columnheader", { name: "Location" }).getByRole("button").click();
    await expect(rowNames(page)).toHaveText(["Hammer", "Saw", tape.name, "Box A"]);
    await checkPage(page, "list-view-rows-desktop");
  });

  await test.step("shift-click selects a range, and the selection exports as CSV", async () => {
    await page.getByRole("checkbox", { name: "Select Hammer" }).click();
    await page.getByRole("checkbox", { name: `Select ${tape.name}` }).click({ modifiers: ["Shift"] });
    const bar = page.getByRole("region", { name: "Bulk actions" });
    await expect(bar).toContainText("3 selected");
    await expect(page.getByRole("checkbox", { name: "Select Saw" })).toBeChecked();
    await expect(page.getByRole("checkbox", { name: "Select Box A" })).not.toBeChecked();
    const href = await bar.getByRole("link", { name: "Export CSV" }).getAttribute("href");
    expect(await csvNames(page, href!)).toEqual(["Hammer", tape.name, "Saw"].sort());
    await bar.getByRole("button", { name: "Clear selection" }).click();
  });

  await test.step("the list's export holds what the filter shows", async () => {
    await page.getByRole("searchbox", { name: "Search", exact: true }).fill("garage");
    await expect(rowNames(page)).toHaveText(["Box A", "Hammer", "Saw"]);
    await expect(page.getByText("best match first")).toBeVisible();
    await expect(page.getByLabel("Sort by")).toHaveValue("relevance");
    const href = await page.getByRole("link", { name: "Export CSV" }).getAttribute("href");
    expect(await csvNames(page, href!)).toEqual(["Box A", "Hammer", "Saw"]);
  });

  await test.step("a grid of photos, remembered", async () => {
    await page.getByRole("button", { name: "Grid" }).click();
    const grid = page.getByRole("list", { name: "Items on this page" });
    await expect(grid.getByRole("listitem")).toHaveCount(3);
    const photo = grid.getByRole("listitem").filter({ hasText: "Hammer" }).locator("img");
    await expect
      .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    await page.reload();
    await expect(page.getByRole("button", { name: "Grid" })).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByRole("list", { name: "Items on this page" })).toBeVisible();
    await checkPage(page, "list-view-grid-desktop");
    // The OS switching to dark while the page is open turns the page dark, without a reload, and at
    // once: nothing fades from its light colours (a button's text did, and axe once measured it then).
    await page.evaluate(() => {
      const counted = window as unknown as { themeTransitions: string[] };
      counted.themeTransitions = [];
      document.addEventListener("transitionrun", (event) =>
        counted.themeTransitions.push(event.propertyName),
      );
    });
    await page.emulateMedia({ colorScheme: "dark" });
    await expect(page.locator("html")).toHaveClass(/\bdark\b/);
    await expect(page.locator("html")).not.toHaveClass(/theme-switching/);
    // A transition that starts is announced at the next frames.
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    expect(
      await page.evaluate(() => (window as unknown as { themeTransitions: string[] }).themeTransitions),
    ).toEqual([]);
    await checkPage(page, "list-view-grid-desktop-dark");
    await page.getByRole("button", { name: "List" }).click();
    await checkPage(page, "list-view-rows-desktop-dark");
    await page.emulateMedia({ colorScheme: "light" });
  });
});

test("on a phone the filters fold into a button", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signUpAndSignIn(page);
  await seed(page);
  await page.goto("/entities?orderBy=location");
  const filters = page.getByRole("button", { name: /^Filters/ });
  await expect(filters).toHaveAttribute("aria-expanded", "false");
  await expect(page.getByLabel("Photo")).toBeHidden();
  await expect(page.getByText("in Garage › Shelf 2 › Box A")).toBeVisible();
  await checkPage(page, "list-view-phone");
  await filters.click();
  await expect(filters).toHaveAttribute("aria-expanded", "true");
  await page.getByLabel("Photo").selectOption("with");
  await expect(page.getByRole("button", { name: "Filters , 1 active" })).toBeVisible();
  await checkPage(page, "list-view-phone-filters");
  await page.emulateMedia({ colorScheme: "dark" });
  await expect(page.locator("html")).toHaveClass(/\bdark\b/);
  await page.getByRole("button", { name: "Grid" }).click();
  await expect(page.getByRole("list", { name: "Items on this page" }).getByRole("listitem")).toHaveCount(1);
  await checkPage(page, "list-view-phone-grid-dark");
});
