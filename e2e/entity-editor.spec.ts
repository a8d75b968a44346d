import { expect, test } from "@playwright/test";
import sharp from "sharp";
import { signUpAndSignIn } from "./support/accounts";
import { locationId } from "./support/locations";
import { checkPage } from "./support/page-checks";

const ITEM = "Cordless drill";
const ENTITY_URL = /\/entities\/[0-9a-f-]{36}$/;

test("create an item through the form, then photo, maintenance, duplicate, edit and delete it", async ({
  page,
}) => {
  // One story from the empty form to the delete: ~25 s alone, more when the machine is shared.
  test.setTimeout(120_000);
  await signUpAndSignIn(page);
  const tag = await page.request.post("/api/v1/tags", { data: { name: "Electrical" } });
  expect(tag.status()).toBe(201);
  const garageId = await locationId(page.request, "Garage");

  await test.step("the editor checks the form with the API's schema", async () => {
    await page.goto(`/entities/new?parentId=${garageId}`);
    await expect(page.getByRole("heading", { name: "New item", level: 1 })).toBeVisible();
    await expect(page.getByRole("combobox", { name: "Location" })).toHaveValue("Garage");
    await page.getByRole("button", { name: "Create" }).click();
    const name = page.getByLabel("Name", { exact: true });
    await expect(name).toHaveAttribute("aria-invalid", "true");
    await expect(name).toHaveAccessibleDescription("Name is required");
    await expect(name).toBeFocused();
  });

  await test.step("fill in name, tag and a custom field", async () => {
    await page.getByLabel("Name", { exact: true }).fill(ITEM);
    await page.getByLabel("Manufacturer").fill("Makita");
    await page.getByRole("combobox", { name: "Tags" }).fill("Elec");
    await page.getByRole("option", { name: "Electrical" }).click();
    await expect(page.getByRole("list", { name: "Chosen: Tags" })).toContainText("Electrical");
    await page.getByRole("button", { name: "Add custom field" }).click();
    await expect(page.getByLabel("Field 1 name")).toBeFocused();
    await page.getByLabel("Field 1 name").fill("Voltage");
    await page.getByLabel("Field 1 value").fill("230");
    await checkPage(page, "entity-editor");
    await page.getByRole("button", { name: "Create" }).click();
  });

  await test.step("the entity page shows what was saved", async () => {
    await expect(page).toHaveURL(ENTITY_URL);
    await expect(page.getByRole("heading", { name: ITEM, level: 1 })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Breadcrumb" })).toHaveText(
      new RegExp(`^\\s*Garage\\s*›\\s*${ITEM}\\s*$`),
    );
    await expect(
      page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "Garage" }),
    ).toHaveAttribute("href", `/entities/${garageId}`);
    await expect(page.getByRole("list", { name: "Tags" })).toHaveText("Electrical");
    const custom = page.getByRole("region", { name: "Custom fields" });
    await expect(custom.getByRole("definition")).toHaveText("230");
    await expect(custom.getByRole("term")).toHaveText("Voltage");
    await expect(page.getByRole("region", { name: "Details" })).toContainText("Makita");
    await expect(page.getByRole("region", { name: "Purchase" })).toHaveCount(0);
  });

  await test.step("upload a photo and see its thumbnail", async () => {
    const jpeg = await sharp({
      create: { width: 64, height: 64, channels: 3, background: { r: 200, g: 80, b: 20 } },
    })
      .jpeg()
      .toBuffer();
    await page
      .getByLabel("Upload files")
      .setInputFiles({ name: "drill.jpg", mimeType: "image/jpeg", buffer: jpeg });
    const photo = page.getByRole("list", { name: "Photos" }).getByRole("img", { name: "drill.jpg" });
    await expect(photo).toBeVisible();
    await expect
      .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    await expect(page.getByRole("list", { name: "Photos" }).getByText("Primary")).toBeVisible();
  });

  await test.step("add a maintenance entry and complete it", async () => {
    await page.getByRole("button", { name: "Add maintenance" }).click();
    await page.getByLabel("Task").fill("Replace brushes");
    await page.getByLabel("Scheduled date").fill("2030-01-15");
    await page.getByRole("button", { name: "Add entry" }).click();
    const entries = page.getByRole("list", { name: "Maintenance entries" });
    await expect(entries).toContainText("Replace brushes");
    await expect(entries).toContainText("Scheduled Jan 15, 2030");
    await entries.getByRole("button", { name: "Mark complete Replace brushes" }).click();
    await expect(entries).toContainText("Completed");
    await checkPage(page, "entity-page");
  });

  await test.step("keep an external link", async () => {
    await expect(page.getByLabel("Link URL")).toHaveCount(0);
    await page.getByRole("button", { name: "Add a link" }).click();
    await page.getByLabel("Link URL").fill("not a url");
    await page.getByRole("button", { name: "Add link" }).click();
    await expect(page.getByLabel("Link URL")).toHaveAccessibleDescription("URL must be an http or https URL");
    await page.getByLabel("Link URL").fill("https://example.com/manual.pdf");
    await page.getByLabel("Link title").fill("Online manual");
    await page.getByRole("button", { name: "Add link" }).click();
    await expect(
      page.getByRole("list", { name: "Links" }).getByRole("link", { name: "Online manual" }),
    ).toHaveAttribute("href", "https://example.com/manual.pdf");
  });

  await test.step("at phone size, and in the dark theme", async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await checkPage(page, "entity-page-phone");
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.emulateMedia({ colorScheme: "dark" });
    await page.reload();
    await expect(page.locator("html")).toHaveClass(/\bdark\b/);
    await checkPage(page, "entity-page-dark");
    await page.emulateMedia({ colorScheme: "light" });
    await page.reload();
  });

  const originalUrl = page.url();
  await test.step("duplicate goes to the copy", async () => {
    await page.getByRole("button", { name: "Duplicate" }).click();
    await expect(page.getByRole("heading", { name: `Copy of ${ITEM}`, level: 1 })).toBeVisible();
    expect(page.url()).not.toBe(originalUrl);
    await expect(page.getByRole("region", { name: "Custom fields" })).toContainText("230");
  });

  await test.step("edit the copy's name; leaving with unsaved changes asks first", async () => {
    await page.getByRole("link", { name: "Edit" }).click();
    await expect(page.getByRole("heading", { name: `Edit Copy of ${ITEM}`, level: 1 })).toBeVisible();
    await page.getByLabel("Name", { exact: true }).fill("Spare drill");
    page.once("dialog", (dialog) => dialog.dismiss());
    await page.getByRole("link", { name: "Cancel" }).click();
    await expect(page.getByLabel("Name", { exact: true })).toHaveValue("Spare drill");
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(page.getByRole("heading", { name: "Spare drill", level: 1 })).toBeVisible();
  });

  await test.step("delete after confirming, then land on the parent", async () => {
    await page.getByRole("button", { name: "Delete", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Delete “Spare drill”?" });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Delete" }).click();
    await expect(page).toHaveURL(new RegExp(`/entities/${garageId}$`));
    await expect(page.getByRole("heading", { name: "Garage", level: 1 })).toBeVisible();
    const contents = page.getByRole("list", { name: "Items inside" });
    await expect(contents.getByRole("link", { name: new RegExp(ITEM) })).toBeVisible();
    await expect(contents.getByText("Spare drill")).toHaveCount(0);
  });
});

// How fast a 20k-item location answers is measured by `npm run bench:ui`, not here.
test("a location with 2,000 things pages its contents 50 at a time", async ({ page }) => {
  await signUpAndSignIn(page, "Big Garage Owner");
  const rows = ["HB.name\tHB.location", ...Array.from({ length: 2_000 }, (_, i) => `Thing ${i}\tGarage`)];
  const imported = await page.request.post("/api/v1/entities/import", {
    multipart: {
      csv: {
        name: "things.tsv",
        mimeType: "text/tab-separated-values",
        buffer: Buffer.from(rows.join("\n")),
      },
    },
    timeout: 60_000,
  });
  expect(imported.status(), await imported.text()).toBe(204);
  const garageId = await locationId(page.request, "Garage");

  await page.goto(`/entities/${garageId}`);
  await expect(page.getByText("2,000 items")).toBeVisible();
  await expect(page.getByRole("list", { name: "Items inside" }).getByRole("listitem")).toHaveCount(50);
  await page.getByRole("link", { name: "Next page" }).click();
  await expect(page).toHaveURL(/\?page=2$/);
  await expect(page.getByText("Page 2 of 40")).toBeVisible();
  await expect(page.getByRole("list", { name: "Items inside" }).getByRole("listitem")).toHaveCount(50);
});

test("the scanner's prefill and a template start the new item form", async ({ page }) => {
  await signUpAndSignIn(page, "Template User");
  const garageId = await locationId(page.request, "Garage");

  await test.step("an unknown id is a 404", async () => {
    expect((await page.request.get("/entities/00000000-0000-4000-8000-000000000000")).status()).toBe(404);
    expect((await page.request.get("/entities/not-an-id")).status()).toBe(404);
  });

  await test.step("?name, ?barcode, ?manufacturer and ?modelNumber prefill the form", async () => {
    const search = new URLSearchParams({
      name: "Oat drink",
      barcode: "7394376616037",
      manufacturer: "Oatly",
      modelNumber: "1L",
    });
    await page.goto(`/entities/new?${search}`);
    await expect(page.getByLabel("Name", { exact: true })).toHaveValue("Oat drink");
    await expect(page.getByLabel("Manufacturer")).toHaveValue("Oatly");
    await expect(page.getByLabel("Model number")).toHaveValue("1L");
    await expect(page.getByLabel("Field 1 name")).toHaveValue("Barcode");
    await expect(page.getByLabel("Field 1 value")).toHaveValue("7394376616037");
  });

  await test.step("custom fields reorder from the keyboard", async () => {
    await page.getByRole("button", { name: "Add custom field" }).click();
    await expect(page.getByLabel("Field 2 name")).toBeFocused();
    await page.keyboard.type("Colour");
    await page.getByRole("button", { name: "Move up field 2" }).focus();
    await page.keyboard.press("Enter");
    await expect(page.getByLabel("Field 1 name")).toHaveValue("Colour");
    await expect(page.getByLabel("Field 2 name")).toHaveValue("Barcode");
    // At the top "Move up" is disabled, so focus waits on "Move down" of the same field.
    await expect(page.getByRole("button", { name: "Move down field 1" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.getByLabel("Field 2 name")).toHaveValue("Colour");
    await page.getByRole("button", { name: "Remove field 2" }).click();
    await expect(page.getByLabel("Field 2 name")).toHaveCount(0);
  });

  await test.step("?templateId creates the item from the template", async () => {
    const created = await page.request.post("/api/v1/templates", {
      data: {
        name: "Power tool",
        defaultName: "Drill",
        defaultManufacturer: "Bosch",
        fields: [{ name: "Voltage", type: "text", textValue: "18" }],
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const template = (await created.json()) as { id: string };
    await page.goto(`/entities/new?templateId=${template.id}&parentId=${garageId}`);
    await expect(page.getByRole("heading", { name: "New item from “Power tool”", level: 1 })).toBeVisible();
    await expect(page.getByLabel("Name", { exact: true })).toHaveValue("Drill");
    await expect(page.getByLabel("Field 1 value")).toHaveValue("18");
    await page.getByRole("button", { name: "Create" }).click();
    await expect(page.getByRole("heading", { name: "Drill", level: 1 })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Breadcrumb" })).toContainText("Garage");
    await expect(page.getByRole("region", { name: "Details" })).toContainText("Bosch");
    await expect(page.getByRole("region", { name: "Custom fields" })).toContainText("Voltage");
  });
});
