import { expect, test } from "@playwright/test";
import { signUpAndSignIn } from "./support/accounts";
import { locationId } from "./support/locations";
import { checkPage } from "./support/page-checks";

const DAY_MS = 24 * 60 * 60 * 1000;
const isoDay = (offsetDays: number) => new Date(Date.now() + offsetDays * DAY_MS).toISOString().slice(0, 10);

test("lend an item, find it lent out and overdue, and take it back from the borrower's page", async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const shot = (name: string) => `${name}-${testInfo.project.name}`;
  await signUpAndSignIn(page, "Noor Haddad");
  const garageId = await locationId(page.request, "Garage");
  const created = await page.request.post("/api/v1/entities", {
    data: { name: "Hedge trimmer", quantity: 2, parentId: garageId },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };

  await page.goto(`/entities/${id}`);
  const lending = page.getByRole("region", { name: "Lending" });
  await expect(lending).toContainText("All 2 here, none lent out.");

  await test.step("check one out to a neighbour, due yesterday", async () => {
    await lending.getByRole("button", { name: "Check out" }).click();
    const form = page.getByRole("form", { name: "Check out this item" });
    await expect(form.getByLabel("Borrower")).toHaveValue("");
    await form.getByLabel("Name").fill("Robin from next door");
    await form.getByLabel("Contact").fill("+44 7700 900123");
    await form.getByLabel("Due back").fill(isoDay(-1));
    await form.getByLabel("Note").fill("with the spare blade");
    await checkPage(page, shot("loans-check-out-form"));
    await form.getByRole("button", { name: "Check out" }).click();
    await expect(form).toHaveCount(0);
    await expect(lending).toContainText("1 of 2 lent out.");
    const open = lending.getByRole("list", { name: "Lent out" });
    await expect(open).toContainText("Robin from next door");
    await expect(open).toContainText("Overdue");
    await checkPage(page, shot("loans-item"));
  });

  await test.step("the dashboard card and the list filters find it", async () => {
    await page.goto("/dashboard");
    const card = page.getByRole("region", { name: "Lent out" });
    await expect(card.getByRole("link", { name: /1\s*overdue/ })).toBeVisible();
    await checkPage(page, shot("loans-dashboard"));
    await card.getByRole("link", { name: /1\s*overdue/ }).click();
    await expect(page).toHaveURL(/[?&]loans=overdue/);
    await expect(page.getByRole("link", { name: "Hedge trimmer" }).first()).toBeVisible();
  });

  await test.step("the borrower's page lists it and takes it back", async () => {
    await page.goto("/borrowers");
    await page.getByRole("link", { name: /Robin from next door/ }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Robin from next door");
    await expect(page.getByRole("heading", { name: "Has 1 loan now" })).toBeVisible();
    await checkPage(page, shot("loans-borrower"));
    await page.getByRole("button", { name: "Return Hedge trimmer" }).click();
    await page.getByLabel("Condition on return (optional)").fill("blade a little dull");
    await page.getByRole("button", { name: "Mark returned" }).click();
    await expect(page.getByText("Everything is back.")).toBeVisible();
  });

  await test.step("the item's history tells the story", async () => {
    await page.goto(`/entities/${id}`);
    await expect(page.getByRole("region", { name: "Lending" })).toContainText("All 2 here, none lent out.");
    const history = page.getByRole("region", { name: "History" });
    await expect(history).toContainText(
      "Noor Haddad took it back from Robin from next door (condition: “blade a little dull”)",
    );
    await expect(history).toContainText("Noor Haddad lent it to Robin from next door");
  });
});

test("scanning a lent item's label brings its lending panel first, with Return in one tap", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signUpAndSignIn(page, "Ines Duarte");
  const created = await page.request.post("/api/v1/entities", { data: { name: "Tile cutter", quantity: 1 } });
  const { id } = (await created.json()) as { id: string };
  const entity = await (await page.request.get(`/api/v1/entities/${id}`)).json();
  const lent = await page.request.post(`/api/v1/entities/${id}/loans`, { data: { borrowerName: "Marta" } });
  expect(lent.status()).toBe(201);

  await page.goto("/scan");
  const field = page.getByLabel("Barcode or asset ID");
  await field.fill(`#${entity.assetId}`);
  await field.press("Enter");
  await expect(page).toHaveURL(new RegExp(`/entities/${id}$`));
  const lending = page.getByRole("region", { name: "Lending" });
  await lending.getByRole("button", { name: "Returned now from Marta" }).click();
  await expect(lending).toContainText("Here, not lent out.");
  await expect(lending.getByRole("button", { name: "Check out" })).toBeVisible();
});
