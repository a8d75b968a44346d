import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { signUpAndSignIn } from "./support/accounts";
import { checkPage } from "./support/page-checks";

type Summary = { id: string; name: string; parent?: { id: string; name: string } };

async function json<T>(response: Awaited<ReturnType<APIRequestContext["get"]>>): Promise<T> {
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as T;
}

/** A 16×16 orange PNG, the smallest photo that still gets a thumbnail. */
const PHOTO = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAIAAACQkWg2AAAAFklEQVR4nGM4EaVBEmIY1TCqYfhqAAAQtkoQSP1gsgAAAABJRU5ErkJggg==",
  "base64",
);

/** The names in the table, top to bottom. */
const rowNames = (page: Page) => page.locator('table tbody tr a[href^="/entities/"]');

test("search, filter, sort, page and act on many items at once", async ({ page }) => {
  await signUpAndSignIn(page);
  const api = page.request;

  const locations = await json<{ items: Summary[] }>(await api.get("/api/v1/entities?isLocation=true"));
  const locationId = (name: string) => locations.items.find((location) => location.name === name)!.id;
  const tags = await json<Array<{ id: string; name: string }>>(await api.get("/api/v1/tags"));
  const electronics = tags.find((tag) => tag.name === "Electronics")!.id;

  const create = async (data: Record<string, unknown>) =>
    json<Summary>(await api.post("/api/v1/entities", { data }));
  const drill = await create({
    name: "Cordless Drill",
    parentId: locationId("Garage"),
    tagIds: [electronics],
  });
  const bits = await create({ name: "Drill Bits", parentId: locationId("Garage"), quantity: 12 });
  const kettle = await create({ name: "Kettle", parentId: locationId("Kitchen") });
  const uploaded = await api.post(`/api/v1/entities/${bits.id}/attachments`, {
    multipart: { file: { name: "bits.png", mimeType: "image/png", buffer: PHOTO }, name: "bits.png" },
  });
  expect(uploaded.status(), await uploaded.text()).toBe(201);

  await page.goto("/entities");
  await expect(page.getByRole("heading", { name: "Items", level: 1 })).toBeVisible();
  await expect(rowNames(page)).toHaveText(["Cordless Drill", "Drill Bits", "Kettle"]);
  await expect(page.getByText("1–3 of 3")).toBeVisible();

  await test.step("results narrow as you type, and the text goes into the URL", async () => {
    await page.getByRole("searchbox", { name: "Search", exact: true }).pressSequentially("drill");
    // Names that start with the text rank first.
    await expect(rowNames(page)).toHaveText(["Drill Bits", "Cordless Drill"]);
    await expect(page).toHaveURL(/[?&]q=drill/);
    await page.getByRole("searchbox", { name: "Search", exact: true }).fill("");
    await expect(rowNames(page)).toHaveCount(3);
  });

  await test.step("filter by a tag, then its negation", async () => {
    await page.getByRole("combobox", { name: "Tags", exact: true }).fill("Electr");
    await page.getByRole("option", { name: "Electronics" }).click();
    await expect(rowNames(page)).toHaveText(["Cordless Drill"]);
    await expect(page).toHaveURL(new RegExp(`tags=${electronics}`));
    await page.getByRole("checkbox", { name: "Without these tags" }).check();
    await expect(rowNames(page)).toHaveText(["Drill Bits", "Kettle"]);
    await page.getByRole("button", { name: "Remove Electronics" }).click();
    await expect(rowNames(page)).toHaveCount(3);
  });

  await test.step("filter by location; the filtered view survives a reload", async () => {
    await page.getByRole("combobox", { name: "Location", exact: true }).fill("Kitch");
    await page.getByRole("option", { name: /^Kitchen/ }).click();
    await expect(rowNames(page)).toHaveText(["Kettle"]);
    await page.reload();
    await expect(rowNames(page)).toHaveText(["Kettle"]);
    await expect(page.getByRole("combobox", { name: "Location", exact: true })).toHaveValue("Kitchen");
    await page.getByRole("button", { name: "Clear Location" }).click();
    await expect(rowNames(page)).toHaveCount(3);
    await page.keyboard.press("Escape");
  });

  await test.step("the photo shows as a thumbnail, and filters the list", async () => {
    const thumbnail = page.locator("table tbody tr").filter({ hasText: "Drill Bits" }).locator("img");
    await expect
      .poll(() => thumbnail.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
      .toBeGreaterThan(0);
    await page.getByLabel("Photo").selectOption("with");
    await expect(rowNames(page)).toHaveText(["Drill Bits"]);
    await page.getByLabel("Photo").selectOption("without");
    await expect(rowNames(page)).toHaveText(["Cordless Drill", "Kettle"]);
    await page.getByLabel("Photo").selectOption("any");
    await expect(rowNames(page)).toHaveCount(3);
  });

  await test.step("sort newest first", async () => {
    await page.getByLabel("Sort by").selectOption("createdAt:desc");
    await expect(rowNames(page)).toHaveText(["Kettle", "Drill Bits", "Cordless Drill"]);
    await expect(page).toHaveURL(/orderBy=createdAt/);
    await page.getByLabel("Sort by").selectOption("name:asc");
    await expect(rowNames(page)).toHaveText(["Cordless Drill", "Drill Bits", "Kettle"]);
  });

  await checkPage(page, "entities-list");

  await test.step("bulk move two items to another location", async () => {
    await page.getByRole("checkbox", { name: "Select Cordless Drill" }).check();
    await page.getByRole("checkbox", { name: "Select Drill Bits" }).check();
    await expect(page.getByText("2 selected")).toBeVisible();
    await page.getByRole("button", { name: "Move to…" }).click();
    const dialog = page.getByRole("dialog", { name: "Move 2 items" });
    await dialog.getByRole("combobox", { name: "New location" }).fill("Att");
    await dialog.getByRole("option", { name: /^Attic/ }).click();
    await dialog.getByRole("button", { name: "Move", exact: true }).click();
    await expect(page.getByText("Moved 2 items to Attic.")).toBeVisible();
    const row = page.locator("table tbody tr").filter({ hasText: "Drill Bits" });
    await expect(row).toContainText("Attic");
    const moved = await json<{ items: Summary[] }>(
      await api.get(`/api/v1/entities?parentIds=${locationId("Attic")}`),
    );
    expect(moved.items.map((item) => item.id).sort()).toEqual([drill.id, bits.id].sort());
  });

  await test.step("bulk add a tag keeps the tags they had", async () => {
    await page.getByRole("checkbox", { name: "Select all on this page" }).check();
    await page.getByRole("checkbox", { name: "Select Kettle" }).uncheck();
    await expect(page.getByText("2 selected")).toBeVisible();
    await page.getByRole("button", { name: "Add tag…" }).click();
    const dialog = page.getByRole("dialog", { name: "Tag 2 items" });
    await dialog.getByRole("combobox", { name: "Tags to add" }).fill("Import");
    await dialog.getByRole("option", { name: "Important" }).click();
    await dialog.getByRole("button", { name: "Add tags" }).click();
    await expect(page.getByText("Tagged 2 items.")).toBeVisible();
    const tagged = await json<{ tags: Array<{ name: string }> }>(
      await api.get(`/api/v1/entities/${drill.id}`),
    );
    expect(tagged.tags.map((tag) => tag.name).sort()).toEqual(["Electronics", "Important"]);
    await expect(page.locator("table tbody tr").filter({ hasText: "Drill Bits" })).toContainText("Important");
  });

  await test.step("bulk archive asks nothing and hides an item unless archived ones are included", async () => {
    await page.getByRole("checkbox", { name: "Select Kettle" }).check();
    await page.getByRole("button", { name: "Archive", exact: true }).click();
    await expect(page.getByText("Archived “Kettle”.")).toBeVisible();
    await expect(rowNames(page)).toHaveText(["Cordless Drill", "Drill Bits"]);
    await page.getByRole("checkbox", { name: "Include archived" }).check();
    await expect(rowNames(page)).toHaveText(["Cordless Drill", "Drill Bits", "Kettle"]);
  });

  await test.step("bulk delete asks first", async () => {
    await page.getByRole("checkbox", { name: "Select Kettle" }).check();
    await page.getByRole("button", { name: "Delete…" }).click();
    const dialog = page.getByRole("dialog", { name: "Delete 1 item?" });
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();
    await expect(rowNames(page)).toHaveCount(3);
    await page.getByRole("button", { name: "Delete…" }).click();
    await dialog.getByRole("button", { name: "Delete", exact: true }).click();
    await expect(page.getByText("Deleted “Kettle”.")).toBeVisible();
    await expect(rowNames(page)).toHaveText(["Cordless Drill", "Drill Bits"]);
    expect((await api.get(`/api/v1/entities/${kettle.id}`)).status()).toBe(404);
  });

  await test.step("numbered pages of 50 with the total", async () => {
    const names = Array.from({ length: 49 }, (_, index) => `Crate ${String(index + 1).padStart(2, "0")}`);
    for (let start = 0; start < names.length; start += 10) {
      await Promise.all(names.slice(start, start + 10).map((name) => create({ name })));
    }
    await page.goto("/entities");
    await expect(page.getByText("1–50 of 51")).toBeVisible();
    const pages = page.getByRole("navigation", { name: "Pages" });
    await expect(pages.getByRole("button", { name: "Page 1" })).toHaveAttribute("aria-current", "page");
    await pages.getByRole("button", { name: "Next" }).click();
    await expect(page.getByText("51–51 of 51")).toBeVisible();
    await expect(rowNames(page)).toHaveText(["Drill Bits"]);
    await expect(page).toHaveURL(/[?&]page=2/);
    await pages.getByRole("button", { name: "Page 1" }).click();
    await expect(rowNames(page)).toHaveCount(50);
  });

  await test.step("on a phone the rows become cards", async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    const cards = page.getByRole("list", { name: "Items on this page" });
    await expect(cards.getByRole("link", { name: "Cordless Drill" })).toBeVisible();
    await expect(page.locator("table")).toBeHidden();
    await checkPage(page, "entities-list-phone");
  });
});
