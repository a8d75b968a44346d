import { expect, test, type APIRequestContext } from "@playwright/test";
import { signUpAndSignIn } from "./support/accounts";
import { locationId } from "./support/locations";
import { itemAction } from "./support/item-actions";
import { checkPage } from "./support/page-checks";

/** Creates an entity through the API and gives it a quantity and price (a PUT sets every field). */
async function entity(
  request: APIRequestContext,
  body: { name: string; parentId: string; entityTypeId?: string; quantity?: number; purchasePrice?: number },
): Promise<string> {
  const created = await request.post("/api/v1/entities", { data: body });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  if (body.purchasePrice !== undefined) {
    const full = { quantity: 1, ...body };
    const updated = await request.put(`/api/v1/entities/${id}`, { data: full });
    expect(updated.status(), await updated.text()).toBe(200);
  }
  return id;
}

/*
 * Garage (seeded)
 *   Drill (1 × 120)
 *   Shelf (location)
 *     Toolbox (item, 1 × 30)
 *       Screws (100 × 0.05)
 */
test("a location counts what is inside it all the way down", async ({ page }, testInfo) => {
  const device = testInfo.project.name;
  await signUpAndSignIn(page);
  const garage = await locationId(page.request, "Garage");
  const types = (await (await page.request.get("/api/v1/entity-types")).json()) as Array<{
    id: string;
    isLocation: boolean;
  }>;
  const locationType = types.find((type) => type.isLocation)!.id;
  await entity(page.request, { name: "Drill", parentId: garage, purchasePrice: 120 });
  const shelf = await entity(page.request, { name: "Shelf", parentId: garage, entityTypeId: locationType });
  const toolbox = await entity(page.request, { name: "Toolbox", parentId: shelf, purchasePrice: 30 });
  await entity(page.request, { name: "Screws", parentId: toolbox, quantity: 100, purchasePrice: 0.05 });

  await test.step("the tree counts everything below each location", async () => {
    await page.goto("/locations");
    const tree = page.getByRole("list", { name: "Locations", exact: true });
    await expect(tree.getByRole("link", { name: "Garage", exact: true })).toHaveAccessibleDescription(
      "3 items · 102 pieces",
    );
    await page.getByRole("button", { name: "Contents of Garage" }).click();
    await expect(
      page.getByRole("list", { name: "Locations in Garage" }).getByRole("link", { name: "Shelf" }),
    ).toHaveAccessibleDescription("2 items · 101 pieces");
    await checkPage(page, `rollup-tree-${device}`);
  });

  await test.step("the location page sums everything inside and its sub-location rows count deep", async () => {
    await page.goto(`/entities/${garage}`);
    const inside = page.getByRole("region", { name: "Everything inside" });
    await expect(inside.getByRole("definition")).toHaveText(["3", "102", "$155.00"]);
    // The rows count as the card does: items counted, the pieces after them.
    await expect(page.getByRole("list", { name: "Locations inside" })).toContainText("2 items · 101 pieces");
    await checkPage(page, `rollup-location-${device}`);
  });

  await test.step("the list of everything inside, and only what sits directly there", async () => {
    await page
      .getByRole("region", { name: "Everything inside" })
      .getByRole("link", { name: "Items" })
      .click();
    await expect(page).toHaveURL(new RegExp(`/entities\\?parentId=${garage}$`));
    const main = page.getByRole("main");
    for (const name of ["Drill", "Toolbox", "Screws"])
      await expect(main.getByRole("link", { name, exact: true }).first()).toBeVisible();
    await checkPage(page, `rollup-list-nested-${device}`);
    // Phones keep the filters folded behind a button.
    const filters = page.getByRole("button", { name: "Filters" });
    if (await filters.isVisible()) await filters.click();
    const direct = page.getByRole("checkbox", { name: "Only directly here" });
    await expect(direct).not.toBeChecked();
    await direct.check();
    await expect(page).toHaveURL(/direct=true/);
    await expect(main.getByRole("link", { name: "Screws", exact: true })).toHaveCount(0);
    await expect(main.getByRole("link", { name: "Drill", exact: true }).first()).toBeVisible();
    await checkPage(page, `rollup-list-direct-${device}`);
  });

  await test.step("value by location shows top-level locations only, nothing counted twice", async () => {
    await page.goto("/dashboard");
    const card = page.getByRole("region", { name: "Value by location" });
    await expect(card.getByRole("link", { name: "Garage" })).toBeVisible();
    await expect(card).toContainText("$155.00");
    await expect(card.getByRole("link", { name: "Shelf" })).toHaveCount(0);
    await checkPage(page, `rollup-dashboard-${device}`);
  });

  await test.step("deleting the shelf says where its contents go, and moves them there", async () => {
    await page.goto(`/entities/${shelf}`);
    await (await itemAction(page, "Delete")).click();
    const dialog = page.getByRole("dialog", { name: "Delete “Shelf”?" });
    await expect(dialog).toContainText("Everything inside it stays and moves to Garage.");
    await checkPage(page, `rollup-delete-dialog-${device}`);
    await dialog.getByRole("button", { name: "Delete" }).click();
    await expect(page).toHaveURL(new RegExp(`/entities/${garage}$`));
    await expect(
      page.getByRole("list", { name: "Items inside" }).getByRole("link", { name: /Toolbox/ }),
    ).toBeVisible();
    await expect(page.getByRole("region", { name: "Everything inside" }).getByRole("definition")).toHaveText([
      "3",
      "102",
      "$155.00",
    ]);
  });
});
