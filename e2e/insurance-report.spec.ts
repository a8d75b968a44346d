import { expect, test, type Download, type Page } from "@playwright/test";
import { readFileSync } from "node:fs";
import { PDFDocument } from "pdf-lib";
import { signUpAndSignIn } from "./support/accounts";
import { createEntityId } from "./support/entities";
import { itemAction } from "./support/item-actions";
import { locationId } from "./support/locations";
import { checkPage } from "./support/page-checks";

/** The downloaded file is a PDF with at least `pages` pages. */
async function expectPdf(download: Download, pages: number) {
  expect(download.suggestedFilename()).toBe("insurance-report.pdf");
  const bytes = readFileSync((await download.path())!);
  expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
  expect((await PDFDocument.load(bytes)).getPageCount()).toBeGreaterThanOrEqual(pages);
}

async function download(page: Page, click: () => Promise<void>): Promise<Download> {
  const [file] = await Promise.all([page.waitForEvent("download"), click()]);
  return file;
}

test("the insurance report downloads from the dashboard, a location, a tag and Settings; an item prints its sheet", async ({
  page,
}) => {
  await signUpAndSignIn(page);
  const garage = await locationId(page.request, "Garage");
  const tag = await page.request.post("/api/v1/tags", { data: { name: "Valuables" } });
  const tagId = ((await tag.json()) as { id: string }).id;
  const drill = await createEntityId(page.request, {
    name: "Cordless drill",
    parentId: garage,
    tagIds: [tagId],
  });
  await page.request.patch(`/api/v1/entities/${drill}`, { data: { purchasePrice: 129.5, quantity: 2 } });

  await test.step("dashboard: the whole inventory", async () => {
    await page.goto("/dashboard");
    const link = page.getByRole("link", { name: "Insurance report", exact: true });
    await expect(link).toBeVisible();
    await checkPage(page, "insurance-report-dashboard");
    await expectPdf(await download(page, () => link.click()), 2);
  });

  await test.step("a location's page: what it holds", async () => {
    await page.goto(`/entities/${garage}`);
    const link = await itemAction(page, "Insurance report", "link");
    await expect(link).toHaveAttribute("href", `/api/v1/reports/insurance.pdf?location=${garage}`);
    await checkPage(page, "insurance-report-location");
    await expectPdf(await download(page, () => link.click()), 2);
  });

  await test.step("the tags page: one tag's items", async () => {
    await page.goto("/tags");
    const link = page.getByRole("link", { name: "Insurance report for Valuables" });
    await expect(link).toHaveAttribute("href", `/api/v1/reports/insurance.pdf?tag=${tagId}`);
    await checkPage(page, "insurance-report-tags");
    await expectPdf(await download(page, () => link.click()), 2);
  });

  await test.step("Settings › Data: a chosen tag", async () => {
    await page.goto("/settings/data");
    await page.getByLabel("Tag", { exact: true }).selectOption({ label: "Valuables" });
    const link = page.getByRole("link", { name: "Download PDF" });
    await expect(link).toHaveAttribute("href", `/api/v1/reports/insurance.pdf?tag=${tagId}`);
    await checkPage(page, "insurance-report-settings");
    await expectPdf(await download(page, () => link.click()), 2);
  });

  await test.step("an item's Print item sheet opens its one-page PDF", async () => {
    await page.goto(`/entities/${drill}`);
    const link = await itemAction(page, "Print item sheet", "link");
    const href = await link.getAttribute("href");
    expect(href).toBe(`/api/v1/entities/${drill}/sheet.pdf`);
    const sheet = await page.request.get(href!);
    expect(sheet.headers()["content-type"]).toBe("application/pdf");
    expect((await PDFDocument.load(await sheet.body())).getPageCount()).toBe(1);
  });
});
