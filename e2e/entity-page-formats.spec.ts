import { expect, test } from "@playwright/test";
import { signUpAndSignIn } from "./support/accounts";
import { locationId } from "./support/locations";

// The item page shows amounts in the group's currency and dates as the reader's language writes
// them (it used to print "1,142.80" with no currency, and days in British English for everyone).
test("the item page writes money and dates in the reader's language and the group's currency", async ({
  page,
  browser,
}) => {
  await signUpAndSignIn(page);
  const garage = await locationId(page.request, "Garage");
  const created = await page.request.post("/api/v1/entities", {
    data: { name: "Table saw", parentId: garage },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  const updated = await page.request.put(`/api/v1/entities/${id}`, {
    data: {
      name: "Table saw",
      parentId: garage,
      quantity: 1,
      purchasePrice: 1142.8,
      purchaseDate: "2024-03-01",
      warrantyExpires: "2027-06-30",
    },
  });
  expect(updated.status(), await updated.text()).toBe(200);
  const entry = await page.request.post(`/api/v1/entities/${id}/maintenance`, {
    data: { name: "New blade", completedDate: "2025-02-03", cost: "45.5" },
  });
  expect(entry.status(), await entry.text()).toBe(201);

  await test.step("in English, in US dollars (a new group's currency)", async () => {
    await page.goto(`/entities/${id}`);
    const purchase = page.getByRole("region", { name: "Purchase" });
    await expect(purchase).toContainText("$1,142.80");
    await expect(purchase).toContainText("Mar 1, 2024");
    await expect(page.getByRole("region", { name: "Warranty" })).toContainText("Jun 30, 2027");
    await expect(page.getByRole("list", { name: "Maintenance entries" })).toContainText(
      "Completed Feb 3, 2025 · cost $45.50",
    );
  });

  await test.step("in German, in euros", async () => {
    const group = await page.request.put("/api/v1/groups", { data: { currency: "EUR" } });
    expect(group.status(), await group.text()).toBe(200);
    // The same signed-in person in a browser that asks for German, on a phone-sized screen.
    const german = await browser.newContext({
      storageState: await page.context().storageState(),
      locale: "de-DE",
      extraHTTPHeaders: { "Accept-Language": "de-DE,de;q=0.9" },
      viewport: { width: 390, height: 844 },
    });
    const de = await german.newPage();
    await de.goto(new URL(`/entities/${id}`, page.url()).href);
    const purchase = de.getByRole("region", { name: "Kauf" });
    await expect(purchase).toContainText("Kaufpreis");
    await expect(purchase).toContainText("1.142,80 €");
    await expect(purchase).toContainText("01.03.2024");
    await expect(de.getByRole("region", { name: "Garantie" })).toContainText("30.06.2027");
    await expect(de.getByRole("list", { name: "Wartungseinträge" })).toContainText(
      "Erledigt am 03.02.2025 · Kosten 45,50 €",
    );
    // Nothing runs past the edge of a phone screen with the longer German words.
    const overflow = await de.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await de.screenshot({ path: test.info().outputPath("entity-page-de-390.png"), fullPage: true });
    await de.getByRole("link", { name: "Bearbeiten" }).click();
    await expect(de.getByRole("heading", { name: "Table saw bearbeiten", level: 1 })).toBeVisible();
    await expect(de.getByLabel("Kaufpreis")).toHaveValue("1142.8");
    expect(
      await de.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
    await de.screenshot({ path: test.info().outputPath("entity-edit-de-390.png"), fullPage: true });
    await german.close();
  });
});
