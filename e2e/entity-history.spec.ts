import { expect, test } from "@playwright/test";
import { signUpAndSignIn } from "./support/accounts";
import { locationId } from "./support/locations";
import { checkPage } from "./support/page-checks";

test("editing an item shows who changed what in its History, with older changes a click away", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signUpAndSignIn(page, "Anna Lindqvist");
  const garageId = await locationId(page.request, "Garage");
  const created = await page.request.post("/api/v1/entities", {
    data: { name: "Desk lamp", quantity: 1, parentId: garageId },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  // Ten earlier edits fill the first page, so the creation is on the next one.
  for (let n = 1; n <= 10; n += 1) {
    const edit = await page.request.patch(`/api/v1/entities/${id}`, { data: { serialNumber: `SN-${n}` } });
    expect(edit.ok()).toBe(true);
  }

  await page.goto(`/entities/${id}`);
  const history = page.getByRole("region", { name: "History" });
  const changes = history.getByRole("list", { name: "Changes, newest first" }).getByRole("listitem");
  await expect(changes).toHaveCount(10);
  await expect(changes.first()).toContainText("Anna Lindqvist changed Serial number from “SN-9” to “SN-10”");

  await test.step("Show older loads the next page down to the creation", async () => {
    await history.getByRole("button", { name: "Show older" }).click();
    await expect(changes).toHaveCount(11);
    await expect(changes.last()).toContainText("Anna Lindqvist created it");
    await expect(history.getByRole("button", { name: "Show older" })).toHaveCount(0);
  });

  await test.step("an edit in the form appears with its before and after values", async () => {
    await page.getByRole("link", { name: "Edit" }).click();
    await page.getByLabel("Quantity", { exact: true }).fill("3");
    await page.getByRole("combobox", { name: "Location" }).fill("Kitch");
    await page.getByRole("option", { name: "Kitchen" }).click();
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(page).toHaveURL(new RegExp(`/entities/${id}$`));
    await expect(changes.first()).toContainText(
      "Anna Lindqvist changed Quantity from 1 to 3, moved it from Garage to Kitchen",
    );
    await expect(changes.first().locator("time")).toHaveAttribute("datetime", /^\d{4}-\d\d-\d\dT/);
  });

  await checkPage(page, "entity-history");
});
