import { expect, test } from "@playwright/test";
import { signUpAndSignIn } from "./support/accounts";
import { createEntity } from "./support/entities";
import { locationId } from "./support/locations";
import { checkPage } from "./support/page-checks";

// Consumables: a minimum and a unit set in the form, −1 / used N on the item page, the dashboard's
// low-stock card, the shopping list with its CSV and its print view. Desktop and phone.

test("track a consumable: set its minimum, use it up, find it on the shopping list", async ({
  page,
}, info) => {
  test.setTimeout(120_000);
  const device = info.project.name;
  await signUpAndSignIn(page);
  const garage = await locationId(page.request, "Garage");
  const paper = await createEntity(page.request, { name: "Printer paper", parentId: garage, quantity: 4 });

  await test.step("the form sets the minimum quantity and the unit", async () => {
    await page.goto(`/entities/${paper.id}/edit`);
    await page.getByLabel("Minimum quantity").fill("3");
    await page.getByLabel("Unit", { exact: true }).fill("reams");
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(page.getByRole("heading", { name: "Printer paper", level: 1 })).toBeVisible();
  });

  await test.step("the item page takes one, then several, and says when it runs low", async () => {
    const stock = page.getByRole("region", { name: "Stock" });
    await expect(stock.getByRole("status")).toHaveText("4 reams");
    await expect(stock.getByText("Minimum 3")).toBeVisible();
    await stock.getByRole("button", { name: "Take one Printer paper" }).click();
    await expect(stock.getByRole("status")).toHaveText("3 reams");
    await expect(stock.getByText("Low stock")).toHaveCount(0);
    await stock.getByLabel("Amount used").fill("2");
    await stock.getByRole("button", { name: "Take away" }).click();
    await expect(stock.getByText("Low stock")).toBeVisible();
    await expect(stock.getByRole("status")).toHaveText("1 reams");
    await checkPage(page, `stock-item-${device}`);
  });

  await test.step("the dashboard's card leads to the shopping list", async () => {
    await page.goto("/dashboard");
    const card = page.getByRole("region", { name: "Low stock" });
    await expect(card.getByRole("link", { name: "Printer paper" })).toBeVisible();
    await expect(card).toContainText("1 / 3 reams");
    await checkPage(page, `stock-dashboard-${device}`);
    await card.getByRole("link", { name: "Shopping list" }).click();
    await expect(page.getByRole("heading", { name: "Low stock", level: 1 })).toBeVisible();
  });

  await test.step("the shopping list adjusts in place, downloads as CSV and prints plainly", async () => {
    const row = page.getByRole("row", { name: /Printer paper/ });
    await expect(row).toContainText("Garage");
    await row.getByRole("button", { name: "Add one Printer paper" }).click();
    await expect(row.getByRole("status").first()).toHaveText("2");
    const download = page.getByRole("link", { name: "Download CSV" });
    await expect(download).toHaveAttribute("href", "/api/v1/stock/shopping-list.csv");
    const csv = await page.request.get("/api/v1/stock/shopping-list.csv");
    expect(await csv.text()).toContain("Printer paper,Garage,2,3,1,reams");
    await checkPage(page, `stock-list-${device}`);
    await page.emulateMedia({ media: "print" });
    await expect(page.getByRole("button", { name: "Print" })).toBeHidden();
    await expect(row.getByRole("button", { name: "Add one Printer paper" })).toBeHidden();
    await page.emulateMedia({ media: "screen" });
  });

  await test.step("the items list steps it in its row and links to the shopping list", async () => {
    await page.goto("/entities");
    const take = page.getByRole("button", { name: "Take one Printer paper" });
    await expect(take).toBeVisible();
    const count = page.getByRole("status").filter({ hasText: /reams$/ });
    await expect(count).toHaveText("2 reams");
    await take.click();
    await expect(count).toHaveText("1 reams");
    await checkPage(page, `stock-items-list-${device}`);
    await page.getByRole("link", { name: "Low stock" }).click();
    await expect(page).toHaveURL(/\/stock$/);
  });
});
