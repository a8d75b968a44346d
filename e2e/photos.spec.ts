import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import sharp from "sharp";
import { signUpAndSignIn } from "./support/accounts";
import { locationId } from "./support/locations";
import { checkPage } from "./support/page-checks";
import { createEntityId } from "./support/entities";

/** A small JPEG of one colour, so each photo looks different in the screenshots. */
function jpeg(r: number, g: number, b: number): Promise<Buffer> {
  return sharp({ create: { width: 120, height: 90, channels: 3, background: { r, g, b } } })
    .jpeg()
    .toBuffer();
}

async function upload(api: APIRequestContext, id: string, name: string, buffer: Buffer): Promise<void> {
  const response = await api.post(`/api/v1/entities/${id}/attachments`, {
    multipart: { file: { name, mimeType: "image/jpeg", buffer }, name },
  });
  expect(response.status(), await response.text()).toBe(201);
}

const photoList = (page: Page) => page.getByRole("list", { name: "Photos" });
const viewer = (page: Page) => page.getByRole("dialog", { name: /^Photo \d+ of \d+/ });

test("photos: enlarge, step through, close; choose the primary one; delete with a question", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signUpAndSignIn(page);
  const api = page.request;
  const garage = await locationId(api, "Garage");
  const drill = await createEntityId(api, { name: "Drill", parentId: garage });
  await upload(api, drill, "front.jpg", await jpeg(200, 80, 20));
  await upload(api, drill, "side.jpg", await jpeg(30, 120, 200));
  await upload(api, drill, "case.jpg", await jpeg(40, 160, 60));
  await page.goto(`/entities/${drill}`);

  await test.step("the first upload is primary and comes first, the rest in upload order", async () => {
    const items = photoList(page).getByRole("listitem");
    await expect(items).toHaveCount(3);
    await expect(items.nth(0).getByRole("img")).toHaveAccessibleName("front.jpg");
    await expect(items.nth(0)).toContainText("Primary");
    await expect(items.nth(1).getByRole("img")).toHaveAccessibleName("side.jpg");
    await expect(items.nth(2).getByRole("img")).toHaveAccessibleName("case.jpg");
  });

  await test.step("a photo opens large; arrows step through; Escape closes and focus returns", async () => {
    const opener = page.getByRole("button", { name: "Enlarge side.jpg" });
    await opener.click();
    await expect(viewer(page)).toHaveAccessibleName("Photo 2 of 3: side.jpg");
    const large = viewer(page).getByRole("img", { name: "side.jpg" });
    await expect
      .poll(() => large.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBe(120);
    await checkPage(page, "photo-viewer");
    await page.keyboard.press("ArrowRight");
    await expect(viewer(page)).toHaveAccessibleName("Photo 3 of 3: case.jpg");
    // Past the last comes the first again.
    await page.keyboard.press("ArrowRight");
    await expect(viewer(page)).toHaveAccessibleName("Photo 1 of 3: front.jpg");
    await page.keyboard.press("ArrowLeft");
    await expect(viewer(page)).toHaveAccessibleName("Photo 3 of 3: case.jpg");
    await viewer(page).getByRole("button", { name: "Previous photo" }).click();
    await expect(viewer(page)).toHaveAccessibleName("Photo 2 of 3: side.jpg");
    await page.keyboard.press("Escape");
    await expect(viewer(page)).toHaveCount(0);
    await expect(opener).toBeFocused();
  });

  await test.step("a drag to the left (a swipe) shows the next photo", async () => {
    await page.getByRole("button", { name: "Enlarge front.jpg" }).click();
    const box = (await viewer(page).getByRole("img", { name: "front.jpg" }).boundingBox())!;
    const y = box.y + box.height / 2;
    await page.mouse.move(box.x + box.width * 0.8, y);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.2, y, { steps: 5 });
    await page.mouse.up();
    await expect(viewer(page)).toHaveAccessibleName("Photo 2 of 3: side.jpg");
    await viewer(page).getByRole("button", { name: "Close photo" }).click();
    await expect(viewer(page)).toHaveCount(0);
  });

  await test.step("Earlier and Later reorder the photos after the primary one, from the keyboard", async () => {
    const items = photoList(page).getByRole("listitem");
    // The primary photo stays first: the one after it cannot go earlier, the last cannot go later.
    await expect(items.nth(0).getByRole("button", { name: /^Move (earlier|later)/ })).toHaveCount(0);
    await expect(photoList(page).getByRole("button", { name: "Move earlier side.jpg" })).toBeDisabled();
    await expect(photoList(page).getByRole("button", { name: "Move later case.jpg" })).toBeDisabled();
    await photoList(page).getByRole("button", { name: "Make primary case.jpg" }).focus();
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await expect(photoList(page).getByRole("button", { name: "Move earlier case.jpg" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(items.nth(1).getByRole("img")).toHaveAccessibleName("case.jpg");
    await expect(items.nth(2).getByRole("img")).toHaveAccessibleName("side.jpg");
    // The moved photo keeps the focus; at its new place only Later is left to press.
    await expect(photoList(page).getByRole("button", { name: "Move later case.jpg" })).toBeFocused();
    // The server keeps the order: its answer lists the attachments in it.
    const saved = (await (await api.get(`/api/v1/entities/${drill}`)).json()) as {
      attachments: Array<{ title: string }>;
    };
    expect(saved.attachments.map((a) => a.title)).toEqual(["front.jpg", "case.jpg", "side.jpg"]);
    await checkPage(page, "photos-reordered");
    await page.reload();
    await expect(items.nth(1).getByRole("img")).toHaveAccessibleName("case.jpg");
    await expect(items.nth(2).getByRole("img")).toHaveAccessibleName("side.jpg");
  });

  await test.step("make another photo primary: it moves to the front", async () => {
    await photoList(page).getByRole("button", { name: "Make primary case.jpg" }).click();
    const first = photoList(page).getByRole("listitem").first();
    await expect(first.getByRole("img")).toHaveAccessibleName("case.jpg");
    await expect(first).toContainText("Primary");
    const saved = (await (await api.get(`/api/v1/entities/${drill}`)).json()) as {
      attachments: Array<{ title: string; primary: boolean }>;
    };
    expect(saved.attachments.filter((a) => a.primary).map((a) => a.title)).toEqual(["case.jpg"]);
  });

  await test.step("delete asks first; Cancel keeps the photo, Delete removes it", async () => {
    await photoList(page).getByRole("button", { name: "Delete photo side.jpg" }).click();
    const dialog = page.getByRole("dialog", { name: "Delete this photo?" });
    await expect(dialog).toContainText("side.jpg");
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(photoList(page).getByRole("listitem")).toHaveCount(3);
    await photoList(page).getByRole("button", { name: "Delete photo side.jpg" }).click();
    await dialog.getByRole("button", { name: "Delete photo" }).click();
    await expect(photoList(page).getByRole("listitem")).toHaveCount(2);
    await expect(photoList(page).getByRole("img", { name: "side.jpg" })).toHaveCount(0);
  });

  await test.step("the link form waits behind its button", async () => {
    await expect(page.getByLabel("Link URL")).toHaveCount(0);
    await page.getByRole("button", { name: "Add a link" }).click();
    await expect(page.getByLabel("Link URL")).toBeFocused();
    await page.getByRole("button", { name: "Cancel" }).click();
    await expect(page.getByLabel("Link URL")).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Add a link" })).toBeFocused();
    await page.getByRole("button", { name: "Add a link" }).click();
    await page.getByLabel("Link URL").fill("https://example.com/drill-manual");
    await page.getByLabel("Link title").fill("Manual");
    await page.getByRole("button", { name: "Add link" }).click();
    await expect(
      page.getByRole("list", { name: "Links" }).getByRole("link", { name: "Manual" }),
    ).toBeVisible();
    await expect(page.getByLabel("Link URL")).toHaveCount(0);
  });

  await test.step("the item page highlights Items; its location's page highlights Locations", async () => {
    const main = page.getByRole("navigation", { name: "Main" });
    await expect(main.getByRole("link", { name: "Items" })).toHaveAttribute("aria-current", "page");
    await expect(main.getByRole("link", { name: "Locations" })).not.toHaveAttribute("aria-current");
    await checkPage(page, "item-with-photos");
    await page.goto(`/entities/${garage}`);
    await expect(main.getByRole("link", { name: "Locations" })).toHaveAttribute("aria-current", "page");
    await expect(main.getByRole("link", { name: "Items" })).not.toHaveAttribute("aria-current");
    await page.goto("/settings/group");
    await expect(main.getByRole("link", { name: "Settings" })).toHaveAttribute("aria-current", "page");
  });
});

test("contents show each thing's photo, or its type's icon, never an empty box", async ({ page }) => {
  await signUpAndSignIn(page);
  const api = page.request;
  const garage = await locationId(api, "Garage");
  const types = (await (await api.get("/api/v1/entity-types")).json()) as Array<{
    id: string;
    isLocation: boolean;
  }>;
  const shelfType = types.find((type) => type.isLocation)!.id;
  const withPhoto = await createEntityId(api, { name: "Saw", parentId: garage });
  await upload(api, withPhoto, "saw.jpg", await jpeg(120, 120, 120));
  await createEntityId(api, { name: "Tape", parentId: garage });
  await createEntityId(api, { name: "Top shelf", parentId: garage, entityTypeId: shelfType });
  await page.goto(`/entities/${garage}`);

  const items = page.getByRole("list", { name: "Items inside" });
  const saw = items.getByRole("listitem").filter({ hasText: "Saw" });
  await expect
    .poll(() => saw.locator("img").evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  await expect(items.getByRole("listitem").filter({ hasText: "Tape" }).locator("svg")).toHaveCount(1);
  await expect(
    page
      .getByRole("list", { name: "Locations inside" })
      .getByRole("listitem")
      .filter({ hasText: "Top shelf" })
      .locator("svg"),
  ).toHaveCount(1);
  // Every row has a picture: a photo or an icon.
  for (const row of await page.locator("[aria-label$='inside'] li").all())
    await expect(row.locator("img, svg")).toHaveCount(1);
  await checkPage(page, "location-contents-pictures");
});

/** Everything a person can see or hear: visible text, titles, labels, placeholders, alt texts. */
async function wordsOnPage(page: Page): Promise<string> {
  return page.evaluate(() => {
    const attributes = [...document.querySelectorAll("[aria-label], [title], [placeholder], [alt]")].flatMap(
      (element) =>
        ["aria-label", "title", "placeholder", "alt"].map((name) => element.getAttribute(name) ?? ""),
    );
    return [document.title, document.body.innerText, ...attributes].join("\n");
  });
}

test("the interface says item and location, never entity", async ({ page }) => {
  test.setTimeout(120_000);
  await signUpAndSignIn(page);
  const api = page.request;
  const garage = await locationId(api, "Garage");
  const drill = await createEntityId(api, { name: "Drill", parentId: garage });
  const pages = [
    "/dashboard",
    "/entities",
    "/entities/new",
    `/entities/${drill}`,
    `/entities/${drill}/edit`,
    `/entities/${garage}`,
    "/locations",
    "/tags",
    "/scan",
    "/settings",
    "/settings/profile",
    "/settings/group",
    "/settings/entity-types",
    "/settings/templates",
    "/settings/notifiers",
    "/settings/data",
  ];
  for (const path of pages) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
    const words = await wordsOnPage(page);
    // The walk must have read the page, or a blank page would pass.
    expect(words.length, path).toBeGreaterThan(200);
    expect(words, path).not.toMatch(/entit/i);
  }
});
