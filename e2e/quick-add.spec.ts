import {
  expect,
  test,
  type APIRequestContext,
  type Locator,
  type Page,
  type Request,
} from "@playwright/test";
import { signUpAndSignIn } from "./support/accounts";
import { locationId } from "./support/locations";
import { checkPage } from "./support/page-checks";

type Entity = {
  id: string;
  name: string;
  quantity: number;
  parent?: { id: string; name: string };
  attachments: Array<{ type: string; primary: boolean }>;
  fields: Array<{ name: string; textValue: string }>;
};

/** A 16×16 orange PNG. */
const PHOTO = {
  name: "shelf.png",
  mimeType: "image/png",
  buffer: Buffer.from(
    "iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAIAAACQkWg2AAAAFklEQVR4nGM4EaVBEmIY1TCqYfhqAAAQtkoQSP1gsgAAAABJRU5ErkJggg==",
    "base64",
  ),
};
const ENTITY_URL = /\/entities\/([0-9a-f-]{36})$/;

async function read(api: APIRequestContext, id: string): Promise<Entity> {
  const response = await api.get(`/api/v1/entities/${id}`);
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as Entity;
}

async function findByName(api: APIRequestContext, name: string): Promise<Entity> {
  const response = await api.get("/api/v1/entities", { params: { q: name } });
  const { items } = (await response.json()) as { items: Array<{ id: string; name: string }> };
  const found = items.find((entity) => entity.name === name);
  expect(found, `an item named ${name}`).toBeDefined();
  return read(api, found!.id);
}

const sheetOf = (page: Page) => page.getByRole("dialog", { name: "Quick add" });

/** The summary that unfolds a group of the item form (its text is the name after a marker). */
const group = (page: Page, name: string) =>
  page.locator("summary").filter({ hasText: new RegExp(`^\\W*${name}$`) });

test("quick add: +, n, photo and location in four taps, add another, more fields", async ({ page }, info) => {
  test.setTimeout(120_000);
  const device = info.project.name;
  const phone = device === "phone";
  await signUpAndSignIn(page);
  const api = page.request;
  const garageId = await locationId(api, "Garage");
  const sheet = sheetOf(page);
  let taps = 0;
  /** A tap on the phone, a click on the desktop; each one counted. */
  const press = async (target: Locator) => {
    taps++;
    await (phone ? target.tap() : target.click());
  };
  const plus = page.getByRole("button", { name: "Quick add" });

  await test.step("+ opens the sheet; Escape closes it; n opens it again", async () => {
    await page.goto("/dashboard");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await press(plus);
    await expect(sheet).toBeVisible();
    await expect(sheet.getByLabel("Add photo")).toHaveAttribute("capture", "environment");
    await expect(sheet.getByLabel("Add photo")).toHaveAttribute("accept", "image/*");
    await checkPage(page, `quick-add-${device}`);
    await page.keyboard.press("Escape");
    await expect(sheet).toBeHidden();
    await page.keyboard.press("n");
    await expect(sheet).toBeVisible();
    // With a mouse and keyboard the name is ready for typing; on a touch screen the photo comes first.
    if (!phone) await expect(sheet.getByLabel("Name", { exact: true })).toBeFocused();
    await sheet.getByRole("button", { name: "Close" }).click();
    await expect(sheet).toBeHidden();
    // Typing n in a field is just typing.
    const search = page.getByRole("combobox", { name: "Search everything" });
    await search.focus();
    await page.keyboard.press("n");
    await expect(search).toHaveValue("n");
    await expect(sheet).toBeHidden();
    await search.fill("");
  });

  let firstId = "";
  await test.step("the first item: photo, name, a location searched for; saved with both", async () => {
    await press(plus);
    await sheet.getByLabel("Add photo").setInputFiles(PHOTO);
    await expect(sheet.getByRole("button", { name: "Remove photo" })).toBeVisible();
    await sheet.getByLabel("Name", { exact: true }).fill("Cordless drill");
    await sheet.getByRole("combobox", { name: "Location" }).fill("Gar");
    await sheet.getByRole("option", { name: "Garage" }).click();
    await expect(sheet.getByRole("combobox", { name: "Location" })).toHaveValue("Garage");
    await sheet.getByRole("combobox", { name: "Tags" }).fill("Electronics");
    await sheet.getByRole("option", { name: "Electronics" }).click();
    await sheet.getByLabel("Quantity", { exact: true }).fill("2");
    await press(sheet.getByRole("button", { name: "Save", exact: true }));
    await expect(page).toHaveURL(ENTITY_URL);
    firstId = ENTITY_URL.exec(page.url())![1]!;
    await expect(page.getByRole("heading", { name: "Cordless drill", level: 1 })).toBeVisible();
    const photo = page.getByRole("list", { name: "Photos" }).getByRole("img");
    await expect(photo).toBeVisible();
    const saved = await read(api, firstId);
    expect(saved.parent?.id).toBe(garageId);
    expect(saved.quantity).toBe(2);
    expect(saved.attachments).toEqual([expect.objectContaining({ type: "photo", primary: true })]);
  });

  await test.step("the next one on a phone: at most 4 taps besides typing the name", async () => {
    await page.goto("/dashboard");
    taps = 0;
    await press(plus);
    // The photo box opens the camera on a phone (its shutter is the camera's own), a file chooser here.
    const [chooser] = await Promise.all([
      page.waitForEvent("filechooser"),
      press(sheet.getByText("Add photo", { exact: true })),
    ]);
    await chooser.setFiles(PHOTO);
    await sheet.getByLabel("Name", { exact: true }).fill("Hammer");
    // The last location used is already chosen; its chip is one tap anyway.
    const garage = sheet
      .getByRole("group", { name: "Recent locations" })
      .getByRole("button", { name: "Garage" });
    await expect(garage).toHaveAttribute("aria-pressed", "true");
    await press(garage);
    await press(sheet.getByRole("button", { name: "Save", exact: true }));
    await expect(page.getByRole("heading", { name: "Hammer", level: 1 })).toBeVisible();
    expect(taps, "taps from + to saved").toBeLessThanOrEqual(4);
    const hammer = await read(api, ENTITY_URL.exec(page.url())![1]!);
    expect(hammer.parent?.id).toBe(garageId);
    expect(hammer.attachments).toHaveLength(1);
  });

  await test.step("Save and add another keeps the sheet open and the location", async () => {
    // The page behind the sheet is redrawn once it closes, not after every save (a redraw is a
    // request for the page's server render; a prefetch carries next-router-prefetch).
    let redraws = 0;
    const countRedraw = (request: Request) => {
      const headers = request.headers();
      if (headers.rsc === "1" && !headers["next-router-prefetch"]) redraws++;
    };
    await press(plus);
    // Counted from when the sheet is open: the previous step's own changes may still redraw the page
    // it left behind, before the sheet was there.
    await expect(sheet).toBeVisible();
    page.on("request", countRedraw);
    await sheet.getByLabel("Name", { exact: true }).fill("Screwdriver");
    await sheet.getByRole("button", { name: "Save and add another" }).click();
    await expect(sheet.getByRole("status")).toHaveText("Added Screwdriver to Garage.");
    await expect(sheet.getByLabel("Name", { exact: true })).toHaveValue("");
    await expect(sheet.getByRole("combobox", { name: "Location" })).toHaveValue("Garage");
    await sheet.getByLabel("Name", { exact: true }).fill("Pliers");
    await sheet.getByRole("button", { name: "Save and add another" }).click();
    await expect(sheet.getByRole("status")).toHaveText("Added Pliers to Garage.");
    // The change events of both saves reach the page within a second (the stream polls every 500 ms,
    // the page waits 300 ms for more); none of them may redraw it while the sheet is open.
    await page.waitForTimeout(1_500);
    expect(redraws, "redraws of the page behind while the sheet was open").toBe(0);
    await page.keyboard.press("Escape");
    await expect(sheet).toBeHidden();
    await expect
      .poll(() => redraws, { message: "the page behind is redrawn after the sheet closes" })
      .toBeGreaterThan(0);
    page.off("request", countRedraw);
    expect((await findByName(api, "Screwdriver")).parent?.id).toBe(garageId);
    expect((await findByName(api, "Pliers")).parent?.id).toBe(garageId);
  });

  await test.step("the name is required, said beside it", async () => {
    await press(plus);
    await sheet.getByRole("button", { name: "Save", exact: true }).click();
    await expect(sheet.getByLabel("Name", { exact: true })).toHaveAccessibleDescription("Name is required");
  });

  await test.step("More fields carries what was typed to the full form", async () => {
    await sheet.getByLabel("Name", { exact: true }).fill("Step ladder");
    await sheet.getByLabel("Quantity", { exact: true }).fill("3");
    await sheet.getByRole("link", { name: "More fields" }).click();
    await expect(page).toHaveURL(/\/entities\/new\?/);
    await expect(sheetOf(page)).toBeHidden();
    await expect(page.getByLabel("Name", { exact: true })).toHaveValue("Step ladder");
    await expect(page.getByRole("combobox", { name: "Location" })).toHaveValue("Garage");
    await expect(page.getByLabel("Quantity", { exact: true })).toHaveValue("3");
  });

  await test.step("a scanned product code offers the sheet, named after the product", async () => {
    await page.route("**/api/v1/products/search-from-barcode**", (route) =>
      route.fulfill({
        json: [
          { item: { name: "Oat drink" }, manufacturer: "Oatly", modelNumber: "", search_engine_name: "Test" },
        ],
      }),
    );
    await page.goto("/scan?code=7394376616037");
    const result = page.getByRole("region", { name: "Last scan" });
    await expect(result.getByText("Oat drink")).toBeVisible();
    await result.getByRole("button", { name: "Quick add" }).click();
    await expect(sheet.getByLabel("Name", { exact: true })).toHaveValue("Oat drink");
    await sheet.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page.getByRole("heading", { name: "Oat drink", level: 1 })).toBeVisible();
    const oat = await read(api, ENTITY_URL.exec(page.url())![1]!);
    expect(oat.fields).toEqual([expect.objectContaining({ name: "Barcode", textValue: "7394376616037" })]);
    expect(oat.parent?.id).toBe(garageId);
  });

  await test.step("dark theme", async () => {
    await page.emulateMedia({ colorScheme: "dark" });
    await page.goto("/dashboard");
    await expect(page.locator("html")).toHaveClass(/\bdark\b/);
    await press(plus);
    await expect(sheet).toBeVisible();
    await checkPage(page, `quick-add-dark-${device}`);
    await page.emulateMedia({ colorScheme: "light" });
  });
});

test("forms fit the thing: a location and a new item show only their own fields", async ({ page }, info) => {
  const device = info.project.name;
  await signUpAndSignIn(page, "Form Fitter");
  const api = page.request;
  const garageId = await locationId(api, "Garage");

  await test.step("a new item: no Sold or Archived; purchase and warranty folded away", async () => {
    await page.goto("/entities/new");
    await expect(page.getByRole("heading", { name: "New item", level: 1 })).toBeVisible();
    await expect(page.getByLabel("Quantity", { exact: true })).toBeVisible();
    await expect(page.getByLabel("Manufacturer")).toBeVisible();
    await expect(group(page, "Purchase")).toBeVisible();
    await expect(group(page, "Sold")).toHaveCount(0);
    await expect(page.getByLabel("Sold on")).toHaveCount(0);
    await expect(page.getByLabel("Archived")).toHaveCount(0);
    await expect(page.getByLabel("Purchase price")).toBeHidden();
    await group(page, "Purchase").click();
    await expect(page.getByLabel("Purchase price")).toBeVisible();
    await expect(page.getByLabel("Warranty expires")).toBeHidden();
    await checkPage(page, `new-item-form-${device}`);
  });

  await test.step("on a phone Save stays in reach and never covers the last field", async () => {
    if (device !== "phone") return;
    const create = page.getByRole("button", { name: "Create" });
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(create).toBeInViewport();
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const last = await page.getByRole("button", { name: "Add custom field" }).boundingBox();
    const bar = await create.boundingBox();
    expect(last!.y + last!.height).toBeLessThanOrEqual(bar!.y);
    const bottomBar = await page.getByRole("navigation", { name: "Sections" }).boundingBox();
    expect(bar!.y + bar!.height).toBeLessThanOrEqual(bottomBar!.y);
  });

  await test.step("a location has no purchase, warranty, sold, serial, model, maker or quantity", async () => {
    await page.goto(`/entities/${garageId}/edit`);
    await expect(page.getByRole("heading", { name: "Edit Garage", level: 1 })).toBeVisible();
    await expect(page.getByLabel("Name", { exact: true })).toHaveValue("Garage");
    for (const label of ["Quantity", "Manufacturer", "Model number", "Serial number", "Purchase price"]) {
      await expect(page.getByLabel(label), label).toHaveCount(0);
    }
    for (const name of ["Purchase", "Warranty", "Sold"]) {
      await expect(group(page, name), name).toHaveCount(0);
    }
    await expect(page.getByLabel("Archived")).toBeVisible();
    await checkPage(page, `location-form-${device}`);
  });

  await test.step("an item's used groups are open when it is edited; Sold and Archived are there", async () => {
    const created = await api.post("/api/v1/entities", { data: { name: "Kettle", parentId: garageId } });
    const kettle = (await created.json()) as { id: string };
    const updated = await api.patch(`/api/v1/entities/${kettle.id}`, {
      data: { purchasePrice: 25, purchaseFrom: "Shop" },
    });
    expect(updated.status(), await updated.text()).toBe(200);
    await page.goto(`/entities/${kettle.id}/edit`);
    await expect(page.getByLabel("Purchase price")).toHaveValue("25");
    await expect(page.getByLabel("Warranty expires")).toBeHidden();
    await expect(page.getByLabel("Sold on")).toBeHidden();
    await expect(group(page, "Warranty")).toBeVisible();
    await group(page, "Sold").click();
    await expect(page.getByLabel("Sold on")).toBeVisible();
    await expect(page.getByLabel("Archived")).toBeVisible();
  });
});
