import { expect, test, type Page } from "@playwright/test";
import sharp from "sharp";
import { itemAction } from "./support/item-actions";
import { checkPage, expectNoCspViolations } from "./support/page-checks";
import { SCAN_TIMEOUT, cameraFilming, openWithCamera, pictureGrid, sessionOf } from "./support/camera";
import { ean13Grid } from "./support/y4m-codes";

// The acceptance story of the web UI, from sign-up to delete, run on a desktop and on a phone
// (playwright.config.ts's "phone" project). Phones move by the "Move to…" picker, desktops drag.
const EAN = "5901234123457";
const ENTITY_URL = /\/entities\/([0-9a-f-]{36})$/;

const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1280) < 768;

async function pickOption(page: Page, combobox: string, text: string) {
  await page.getByRole("combobox", { name: combobox }).fill(text);
  await page.getByRole("option").filter({ hasText: text }).first().click();
}

test("sign up, make a place and an item, find it, move it, label it, scan it, delete it", async ({
  page,
  baseURL,
}, testInfo) => {
  test.setTimeout(180_000);
  const device = testInfo.project.name;
  const stamp = `${Date.now().toString(36)}${device === "phone" ? "p" : "d"}`;
  const shelf = `Shelf ${stamp}`;
  const item = `Angle grinder ${stamp}`;
  const tag = `Power tools ${stamp}`;
  let itemId = "";

  await test.step("sign up", async () => {
    await page.goto("/register");
    await page.getByLabel("Name", { exact: true }).fill("Journey Tester");
    await page.getByLabel("Email", { exact: true }).fill(`journey-${stamp}@example.com`);
    await page.getByLabel("Password", { exact: true }).fill("correct horse battery");
    await page.getByRole("button", { name: "Create account" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await checkPage(page, `journey-dashboard-${device}`);
  });

  await test.step("create a location inside a seeded one, in the tree", async () => {
    await page.goto("/locations");
    await page.getByRole("button", { name: "Actions for Garage" }).click();
    await page
      .getByRole("group", { name: "Actions for Garage" })
      .getByRole("button", { name: "New location here" })
      .click();
    await page.getByLabel("Name of the new location in Garage").fill(shelf);
    await page.getByRole("button", { name: "Create", exact: true }).click();
    await expect(
      page.getByRole("list", { name: "Locations in Garage" }).getByRole("link", { name: shelf }),
    ).toBeVisible();
    await checkPage(page, `journey-locations-${device}`);
  });

  await test.step("make a tag in the tag manager", async () => {
    await page.goto("/tags");
    await page.getByRole("button", { name: "New tag" }).click();
    const newTag = page.getByRole("form", { name: "New tag" });
    await newTag.getByLabel("Name").fill(tag);
    await newTag.getByRole("button", { name: "Create tag" }).click();
    await expect(page.getByRole("list", { name: "Tags" }).getByText(tag, { exact: true })).toBeVisible();
  });

  await test.step("create an item in the new location with a custom field and the tag", async () => {
    await page.goto("/entities/new");
    await page.getByLabel("Name", { exact: true }).fill(item);
    await pickOption(page, "Location", shelf);
    await pickOption(page, "Tags", tag);
    await page.getByRole("button", { name: "Add custom field" }).click();
    await page.getByLabel("Field 1 name").fill("Disc size");
    await page.getByLabel("Field 1 value").fill("125 mm");
    await page.getByRole("button", { name: "Create" }).click();
    await expect(page).toHaveURL(ENTITY_URL);
    itemId = ENTITY_URL.exec(page.url())![1]!;
    await expect(page.getByRole("heading", { name: item, level: 1 })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Breadcrumb" })).toHaveText(
      new RegExp(`^\\s*Garage\\s*›\\s*${shelf}\\s*›\\s*${item}\\s*$`),
    );
    await expect(page.getByRole("region", { name: "Custom fields" })).toContainText("125 mm");
    await expect(page.getByRole("list", { name: "Tags" })).toContainText(tag);
  });

  await test.step("upload a photo", async () => {
    const jpeg = await sharp({
      create: { width: 96, height: 64, channels: 3, background: { r: 30, g: 90, b: 160 } },
    })
      .jpeg()
      .toBuffer();
    await page
      .getByLabel("Upload files")
      .setInputFiles({ name: "grinder.jpg", mimeType: "image/jpeg", buffer: jpeg });
    const photo = page.getByRole("list", { name: "Photos" }).getByRole("img", { name: "grinder.jpg" });
    await expect
      .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    await checkPage(page, `journey-entity-${device}`);
  });

  await test.step("find it with the search box", async () => {
    await page.goto("/dashboard");
    const search = page.getByRole("combobox", { name: "Search everything" });
    if (isPhone(page)) await search.click();
    else {
      // "/" works once the page has hydrated; until then the key goes nowhere, so try again.
      await expect(async () => {
        await page.keyboard.press("/");
        await expect(search).toBeFocused({ timeout: 500 });
      }).toPass();
    }
    await expect(search).toHaveValue("");
    await search.fill(`grinder ${stamp}`);
    await search.press("Enter");
    await expect(page).toHaveURL(/\/entities\?q=/);
    const result = page.getByRole("main").getByRole("link", { name: item });
    await expect(result.first()).toBeVisible();
    await checkPage(page, `journey-search-${device}`);
    await result.first().click();
    await expect(page).toHaveURL(new RegExp(`/entities/${itemId}$`));
  });

  await test.step("move it to the Attic in the tree", async () => {
    await page.goto("/locations");
    for (const name of ["Garage", shelf]) {
      const toggle = page.getByRole("button", { name: `Contents of ${name}` });
      if ((await toggle.getAttribute("aria-expanded")) !== "true") await toggle.click();
    }
    const itemLink = page.getByRole("list", { name: `Items in ${shelf}` }).getByRole("link", { name: item });
    await expect(itemLink).toBeVisible();
    if (isPhone(page)) {
      await page.getByRole("button", { name: `Actions for ${item}` }).click();
      await page
        .getByRole("group", { name: `Actions for ${item}` })
        .getByRole("button", { name: "Move to…" })
        .click();
      await pickOption(page, `Move ${item} to`, "Attic");
    } else {
      await itemLink.dragTo(page.getByRole("link", { name: "Attic", exact: true }));
    }
    await expect
      .poll(async () => {
        const answer = await page.request.get(`/api/v1/entities/${itemId}`);
        return ((await answer.json()) as { parent?: { name: string } }).parent?.name;
      })
      .toBe("Attic");
  });

  let label: Buffer = Buffer.alloc(0);
  await test.step("print its label", async () => {
    await page.goto(`/entities/${itemId}`);
    await (await itemAction(page, "Print label", "link")).click();
    await expect(page.getByRole("heading", { name: "Print labels", level: 1 })).toBeVisible();
    await expect(page.getByRole("img", { name: `QR code of ${item}` })).toBeVisible();
    await expectNoCspViolations(page, "the print view");
    // The camera films the label PNG the label printer would get.
    const answer = await page.request.get(`/api/v1/labelmaker/entity/${itemId}`);
    expect(answer.headers()["content-type"]).toBe("image/png");
    label = await answer.body();
  });

  const session = await sessionOf(page, baseURL!);
  const viewport = page.viewportSize() ?? { width: 1280, height: 800 };
  await test.step("scan the label with the camera and land on the item", async () => {
    const camera = cameraFilming(testInfo.outputPath("label.y4m"), await pictureGrid(label), {
      quietZone: 8,
      scale: 1,
    });
    await openWithCamera(
      camera,
      session,
      async (scan) => {
        await expect(scan).toHaveURL(new RegExp(`/entities/${itemId}$`), SCAN_TIMEOUT);
        await expect(scan.getByRole("heading", { name: item, level: 1 })).toBeVisible();
      },
      { context: { viewport } },
    );
  });

  await test.step("scan a product's EAN-13 and get the create-item form", async () => {
    const camera = cameraFilming(testInfo.outputPath("ean13.y4m"), ean13Grid(EAN), {
      quietZone: 11,
      barHeight: 220,
    });
    await openWithCamera(
      camera,
      session,
      async (scan) => {
        const result = scan.getByRole("region", { name: "Last scan" });
        await expect(result.getByText(EAN, { exact: true })).toBeVisible(SCAN_TIMEOUT);
        await checkPage(scan, `journey-scan-${device}`);
        await result.getByRole("link", { name: "Create item" }).click();
        await expect(scan).toHaveURL(new RegExp(`/entities/new\\?barcode=${EAN}`));
        await expect(scan.getByRole("heading", { name: "New item", level: 1 })).toBeVisible();
        await expect(scan.getByLabel("Field 1 name")).toHaveValue("Barcode");
        await expect(scan.getByLabel("Field 1 value")).toHaveValue(EAN);
      },
      { context: { viewport } },
    );
  });

  await test.step("delete the item after confirming", async () => {
    await page.goto(`/entities/${itemId}`);
    await (await itemAction(page, "Delete")).click();
    await page.getByRole("dialog").getByRole("button", { name: "Delete" }).click();
    await expect(page).not.toHaveURL(new RegExp(`/entities/${itemId}$`));
    expect((await page.request.get(`/api/v1/entities/${itemId}`)).status()).toBe(404);
  });
});
