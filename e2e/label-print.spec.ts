import { expect, test, type Page } from "@playwright/test";
import { readdirSync, rmSync, writeFileSync } from "node:fs";
import { PDFDocument } from "pdf-lib";
import path from "node:path";
import { signUpAndSignIn } from "./support/accounts";
import { e2eLabelPrinterDir } from "./support/label-printer-dir";
import { locationId } from "./support/locations";
import { checkPage } from "./support/page-checks";
import { createEntityId } from "./support/entities";

const LONG_NAME = "Makita DHP482 cordless combi drill with two batteries";

/**
 * Each label's name and text against their box, to the fraction of a pixel: the text's own extent
 * (a Range) against the name's width with words kept whole, and the text block against the label.
 */
async function spills(page: Page) {
  // The labels are fitted again once the web font is in; measure what the person sees.
  await page.evaluate(async () => {
    await document.fonts.ready;
  });
  return page.locator("[data-label-name]").evaluateAll((names) =>
    names.flatMap((name) => {
      const style = (name as HTMLElement).style;
      const box = name.closest("[data-label-text]")!.getBoundingClientRect();
      const block = name.parentElement!.getBoundingClientRect();
      const text = document.createRange();
      text.selectNodeContents(name);
      style.overflowWrap = "normal";
      const wide = text.getBoundingClientRect().width > name.getBoundingClientRect().width;
      style.overflowWrap = "";
      const tall = block.height > box.height || block.top < box.top || block.bottom > box.bottom;
      const problems = [wide && "a word too wide", tall && "too tall"].filter(Boolean);
      return problems.length > 0 ? [`${name.textContent} (${problems.join(", ")})`] : [];
    }),
  );
}

const jobs = (dir: string) => readdirSync(dir).filter((name) => name.endsWith(".json")).length;

/*
 * Garage (seeded)
 *   Makita … (item)
 *   Hammer (item)
 *   Shelf (location)
 *     Screws (item)
 */
test("labels print from an item, a selection and a location, on the chosen stock", async ({ page }) => {
  await signUpAndSignIn(page);
  const garage = await locationId(page.request, "Garage");
  const types = (await (await page.request.get("/api/v1/entity-types")).json()) as Array<{
    id: string;
    isLocation: boolean;
  }>;
  const drill = await createEntityId(page.request, { name: LONG_NAME, parentId: garage });
  await createEntityId(page.request, { name: "Hammer", parentId: garage });
  const shelf = await createEntityId(page.request, {
    name: "Shelf",
    parentId: garage,
    entityTypeId: types.find((type) => type.isLocation)!.id,
  });
  await createEntityId(page.request, { name: "Screws", parentId: shelf });
  const printer = e2eLabelPrinterDir();

  await test.step("an item's Print label opens its label on a 29 mm roll, the name fitting", async () => {
    await page.goto(`/entities/${drill}`);
    await page.getByRole("link", { name: "Print label", exact: true }).click();
    await expect(page.getByRole("heading", { name: "Print labels", level: 1 })).toBeVisible();
    const labels = page.getByRole("region", { name: "Labels" });
    await expect(labels.getByRole("img", { name: `QR code of ${LONG_NAME}` })).toHaveCount(1);
    await page.getByLabel("Label size").selectOption("brother-29mm");
    await expect(page).toHaveURL(/stock=brother-29mm/);
    await expect(labels.getByText(LONG_NAME)).toBeVisible();
    expect(await spills(page)).toEqual([]);
    await checkPage(page, "label-print-item-29mm");
    await page.getByLabel("Label size").selectOption("brother-12mm");
    expect(await spills(page)).toEqual([]);
    await checkPage(page, "label-print-item-12mm");
  });

  await test.step("printed, only the labels show, each one its stock's size", async () => {
    await page.getByLabel("Label size").selectOption("brother-29mm");
    await page.emulateMedia({ media: "print" });
    await expect(page.getByRole("banner")).toBeHidden();
    await expect(page.getByRole("navigation", { name: "Sections" })).toBeHidden();
    await expect(page.getByRole("heading", { name: "Print labels" })).toBeHidden();
    await expect(page.getByRole("button", { name: "Print", exact: true })).toBeHidden();
    const label = page.locator(".printed-label");
    await expect(label).toBeVisible();
    // 50 × 29 mm at 96 CSS pixels an inch.
    const size = await label.boundingBox();
    expect(size!.width).toBeCloseTo((50 / 25.4) * 96, 0);
    expect(size!.height).toBeCloseTo((29 / 25.4) * 96, 0);
    expect(await spills(page)).toEqual([]);
    await page.screenshot({ path: "test-results/screenshots/label-print-item-print-media.png" });
    await page.emulateMedia({ media: "screen" });
  });

  await test.step("the server's label printer prints it, and says when asked again too soon", async () => {
    const before = jobs(printer);
    await page.getByRole("button", { name: "Print on the label printer" }).click();
    await expect(page.getByRole("status").filter({ hasText: "to the label printer" })).toHaveText(
      "Sent 1 label to the label printer.",
    );
    expect(jobs(printer)).toBe(before + 1);
    await page.getByRole("button", { name: "Print on the label printer" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "label printer" })).toContainText(
      /one label once every few seconds: try again in \d+ s\./,
    );
    expect(jobs(printer)).toBe(before + 1);
  });

  await test.step("the list's selection prints as labels on a sheet", async () => {
    await page.goto("/entities");
    await page.getByRole("checkbox", { name: "Select Hammer" }).check();
    await page.getByRole("checkbox", { name: `Select ${LONG_NAME}` }).check();
    await page
      .getByRole("region", { name: "Bulk actions" })
      .getByRole("link", { name: "Print labels" })
      .click();
    await expect(page.getByRole("heading", { name: "Print labels", level: 1 })).toBeVisible();
    await expect(page.getByText("2 labels", { exact: true })).toBeVisible();
    await page.getByLabel("Label size").selectOption("avery-l7651");
    await expect(page.locator(".printed-label")).toHaveCount(2);
    expect(await spills(page)).toEqual([]);
    await checkPage(page, "label-print-selection-l7651");
    await page.emulateMedia({ media: "print" });
    // The sheet is one A4 page with the labels in its grid.
    const sheet = await page.locator(".label-page").boundingBox();
    expect(sheet!.width).toBeCloseTo((210 / 25.4) * 96, 0);
    expect(await spills(page)).toEqual([]);
    await page.emulateMedia({ media: "screen" });
  });

  await test.step("a location prints labels for everything in it, on a phone too", async () => {
    await page.goto(`/entities/${garage}`);
    await page.getByRole("link", { name: "Labels for everything in it" }).click();
    await expect(
      page.getByRole("heading", { name: "Labels for everything in Garage", level: 1 }),
    ).toBeVisible();
    const names = page.locator("[data-label-name]");
    // Sub-locations first, then the items, each by name.
    await expect(names).toHaveText(["Shelf", "Hammer", LONG_NAME, "Screws"]);
    expect(await spills(page)).toEqual([]);
    await checkPage(page, "label-print-location");
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByLabel("Label size").selectOption("dymo-99012");
    expect(await spills(page)).toEqual([]);
    await checkPage(page, "label-print-location-phone");
  });

  await test.step("the browser prints one DYMO label a page, at the label's size", async () => {
    await page.emulateMedia({ media: "print" });
    const pdf = await PDFDocument.load(await page.pdf({ preferCSSPageSize: true, printBackground: true }));
    const points = (mm: number) => Math.round((mm / 25.4) * 72);
    expect(
      pdf
        .getPages()
        .map((sheet) => sheet.getSize())
        .map(({ width, height }) => [Math.round(width), Math.round(height)]),
    ).toEqual(Array(4).fill([points(89), points(36)]));
    await page.emulateMedia({ media: "screen" });
  });

  await test.step("a failing label printer is named in the message", async () => {
    writeFileSync(path.join(printer, "fail"), "");
    try {
      await page.getByRole("button", { name: "Print on the label printer" }).click();
      await expect(page.getByRole("alert").filter({ hasText: "label printer" })).toContainText(
        "The label printer did not print “Shelf”: the label printer command",
      );
    } finally {
      rmSync(path.join(printer, "fail"));
    }
  });
});
