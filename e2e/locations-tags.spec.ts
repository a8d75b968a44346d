import { expect, test, type Page } from "@playwright/test";
import { signUpAndSignIn } from "./support/accounts";
import { checkPage } from "./support/page-checks";

const SEEDED_LOCATIONS = [
  "Living Room",
  "Garage",
  "Kitchen",
  "Bedroom",
  "Bathroom",
  "Office",
  "Attic",
  "Basement",
];

type Summary = {
  id: string;
  name: string;
  parentId: string;
  parent?: { id: string; name: string };
  tags: { name: string }[];
};

async function findEntity(page: Page, name: string): Promise<Summary> {
  const response = await page.request.get("/api/v1/entities", { params: { q: name, isLocation: "true" } });
  expect(response.status()).toBe(200);
  const found = ((await response.json()).items as Summary[]).find((entity) => entity.name === name);
  if (!found) throw new Error(`no location named ${name}`);
  return found;
}

async function pickOption(page: Page, combobox: string, text: string) {
  await page.getByRole("combobox", { name: combobox }).fill(text);
  await page.getByRole("option").filter({ hasText: text }).first().click();
}

test("location tree: create in place, move by picker and by drag and drop, refused moves", async ({
  page,
}) => {
  await signUpAndSignIn(page);
  await page.goto("/locations");
  const tree = page.getByRole("list", { name: "Locations", exact: true });
  for (const name of SEEDED_LOCATIONS)
    await expect(tree.getByRole("link", { name, exact: true })).toBeVisible();
  await expect(tree.getByRole("listitem")).toHaveCount(SEEDED_LOCATIONS.length);
  await expect(tree.getByRole("link", { name: "Garage", exact: true })).toHaveAttribute(
    "href",
    /^\/entities\/[0-9a-f-]{36}$/,
  );
  await checkPage(page, "locations");

  await test.step("the actions panel opens from the keyboard and Escape closes it", async () => {
    const toggle = page.getByRole("button", { name: "Actions for Kitchen" });
    await toggle.focus();
    await page.keyboard.press("Enter");
    const actions = page.getByRole("group", { name: "Actions for Kitchen" });
    await actions.getByRole("button", { name: "New location here" }).focus();
    await page.keyboard.press("Escape");
    await expect(actions).toHaveCount(0);
    await expect(toggle).toBeFocused();
  });

  await test.step("create Shelf A inside Garage in place", async () => {
    await page.getByRole("button", { name: "Actions for Garage" }).click();
    await page
      .getByRole("group", { name: "Actions for Garage" })
      .getByRole("button", { name: "New location here" })
      .click();
    await page.getByLabel("Name of the new location in Garage").fill("Shelf A");
    await page.getByRole("button", { name: "Create", exact: true }).click();
    await expect(page.getByRole("status").filter({ hasText: "Created Shelf A in Garage." })).toBeVisible();
    const inGarage = page.getByRole("list", { name: "Locations in Garage" });
    await expect(inGarage.getByRole("link", { name: "Shelf A" })).toBeVisible();
    // Fold Garage away and open it again.
    const garageToggle = page.getByRole("button", { name: "Contents of Garage" });
    await expect(garageToggle).toHaveAttribute("aria-expanded", "true");
    await garageToggle.click();
    await expect(inGarage).toHaveCount(0);
    await garageToggle.press("Enter");
    await expect(inGarage.getByRole("link", { name: "Shelf A" })).toBeVisible();
    expect((await findEntity(page, "Shelf A")).parent?.name).toBe("Garage");
  });

  await test.step("move Shelf A to Attic with the Move-to picker", async () => {
    await page.getByRole("button", { name: "Actions for Shelf A" }).click();
    await page.getByRole("button", { name: "Move to…" }).click();
    await pickOption(page, "Move Shelf A to", "Attic");
    await expect(page.getByRole("status").filter({ hasText: "Moved Shelf A to Attic." })).toBeVisible();
    await expect(
      page.getByRole("list", { name: "Locations in Attic" }).getByRole("link", { name: "Shelf A" }),
    ).toBeVisible();
    await expect(page.getByRole("list", { name: "Locations in Garage" })).toHaveCount(0);
    expect((await findEntity(page, "Shelf A")).parent?.name).toBe("Attic");
  });

  await test.step("drag Shelf A back onto Garage", async () => {
    await page
      .getByRole("link", { name: "Shelf A" })
      .dragTo(tree.getByRole("link", { name: "Garage", exact: true }));
    await expect(page.getByRole("status").filter({ hasText: "Moved Shelf A to Garage." })).toBeVisible();
    await expect(
      page.getByRole("list", { name: "Locations in Garage" }).getByRole("link", { name: "Shelf A" }),
    ).toBeVisible();
    expect((await findEntity(page, "Shelf A")).parent?.name).toBe("Garage");
  });

  await test.step("a move into its own descendant is refused with the API's message", async () => {
    await page.getByRole("button", { name: "Actions for Garage" }).click();
    await page.getByRole("button", { name: "Move to…" }).click();
    await pickOption(page, "Move Garage to", "Shelf A");
    await expect(
      page.getByRole("alert").filter({
        hasText: "Could not move Garage: must not be the item itself or something inside it",
      }),
    ).toBeVisible();
    await expect(tree.getByRole("link", { name: "Garage", exact: true })).toBeVisible();
    expect((await findEntity(page, "Garage")).parent).toBeUndefined();
  });

  await test.step("phone size", async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await expect(tree.getByRole("link", { name: "Garage", exact: true })).toBeVisible();
    await checkPage(page, "locations-phone");
  });
});

test("location tree: items show under their location and move by drag and drop and by Move to…", async ({
  page,
}) => {
  await signUpAndSignIn(page);
  const garage = await findEntity(page, "Garage");
  const attic = await findEntity(page, "Attic");
  const basement = await findEntity(page, "Basement");
  const created = await page.request.post("/api/v1/entities", {
    data: { name: "Cordless drill", quantity: 2, parentId: garage.id },
  });
  expect(created.status()).toBe(201);
  const drillId = (await created.json()).id as string;
  const parentOfDrill = async () =>
    ((await (await page.request.get(`/api/v1/entities/${drillId}`)).json()) as Summary).parent;
  // One more item than a page of them, so Basement needs "Show more items".
  const boxes = Array.from({ length: 51 }, (_, index) => `Box ${String(index + 1).padStart(2, "0")}`);
  for (const name of boxes) {
    // One after another: each takes the next asset number.
    const answer = await page.request.post("/api/v1/entities", { data: { name, parentId: basement.id } });
    expect(answer.status()).toBe(201);
  }

  await page.goto("/locations");
  const tree = page.getByRole("list", { name: "Locations", exact: true });
  const garageLink = tree.getByRole("link", { name: "Garage", exact: true });
  const atticLink = tree.getByRole("link", { name: "Attic", exact: true });
  await expect(garageLink).toHaveAccessibleDescription("1 item · 2 pieces");
  await expect(atticLink).toHaveAccessibleDescription("0 items");
  const inGarage = page.getByRole("list", { name: "Items in Garage" });
  const inAttic = page.getByRole("list", { name: "Items in Attic" });

  await test.step("opening Garage shows its item, apart from its locations", async () => {
    await page.getByRole("button", { name: "Contents of Garage" }).click();
    const drill = inGarage.getByRole("listitem").filter({ hasText: "Cordless drill" });
    await expect(drill.getByRole("link", { name: "Cordless drill" })).toHaveAttribute(
      "href",
      `/entities/${drillId}`,
    );
    await expect(drill).toContainText("quantity 2");
    await expect(page.getByRole("list", { name: "Locations in Garage" })).toHaveCount(0);
  });

  await test.step("a large location shows a page of items and loads more on demand", async () => {
    await page.getByRole("button", { name: "Contents of Basement" }).click();
    const inBasement = page.getByRole("list", { name: "Items in Basement" });
    await expect(inBasement.getByRole("link")).toHaveCount(50);
    await expect(page.getByText("Showing 50 of 51 items.")).toBeVisible();
    await page.getByRole("button", { name: "Show more items" }).click();
    await expect(inBasement.getByRole("link")).toHaveCount(51);
    await expect(inBasement.getByRole("link", { name: "Box 51" })).toBeFocused();
    await expect(page.getByRole("button", { name: "Show more items" })).toHaveCount(0);
    await page.getByRole("button", { name: "Contents of Basement" }).click();
  });

  await test.step("drag the item onto Attic", async () => {
    await inGarage.getByRole("link", { name: "Cordless drill" }).dragTo(atticLink);
    await expect(
      page.getByRole("status").filter({ hasText: "Moved Cordless drill to Attic." }),
    ).toBeVisible();
    expect((await parentOfDrill())?.id).toBe(attic.id);
    await expect(page.getByRole("button", { name: "Contents of Attic" })).toHaveAttribute(
      "aria-expanded",
      "true",
    );
    await expect(inAttic.getByRole("link", { name: "Cordless drill" })).toBeVisible();
    await expect(inGarage).toHaveCount(0);
    await expect(page.getByText("Nothing in Garage yet.")).toBeVisible();
    await expect(garageLink).toHaveAccessibleDescription("0 items");
    await expect(atticLink).toHaveAccessibleDescription("1 item · 2 pieces");
    await checkPage(page, "locations-with-items");
  });

  await test.step("move it back to Garage with Move to… from the keyboard", async () => {
    const toggle = inAttic.getByRole("button", { name: "Actions for Cordless drill" });
    await toggle.focus();
    await page.keyboard.press("Enter");
    const actions = page.getByRole("group", { name: "Actions for Cordless drill" });
    await page.keyboard.press("Tab");
    await expect(actions.getByRole("button", { name: "Move to…" })).toBeFocused();
    await page.keyboard.press("Enter");
    const picker = actions.getByRole("combobox", { name: "Move Cordless drill to" });
    await expect(picker).toBeFocused();
    await page.keyboard.type("Garage");
    // Only the match, not the list shown before typing: Enter picks the first option.
    await expect(page.getByRole("option")).toHaveCount(1);
    await expect(page.getByRole("option")).toHaveText(/^Garage/);
    await page.keyboard.press("Enter");
    await expect(
      page.getByRole("status").filter({ hasText: "Moved Cordless drill to Garage." }),
    ).toBeVisible();
    expect((await parentOfDrill())?.id).toBe(garage.id);
    await expect(inGarage.getByRole("link", { name: "Cordless drill" })).toBeVisible();
    await expect(inAttic).toHaveCount(0);
    await expect(garageLink).toHaveAccessibleDescription("1 item · 2 pieces");
    await expect(atticLink).toHaveAccessibleDescription("0 items");
  });
});

test("tag manager: create nested tags with colour, rename, merge, delete", async ({ page }) => {
  await signUpAndSignIn(page);
  const handTools = await (await page.request.post("/api/v1/tags", { data: { name: "Hand tools" } })).json();
  const hammer = await page.request.post("/api/v1/entities", {
    data: { name: "Hammer", tagIds: [handTools.id] },
  });
  expect(hammer.status()).toBe(201);
  const hammerId = (await hammer.json()).id as string;

  await page.goto("/tags");
  const tags = page.getByRole("list", { name: "Tags" });
  await expect(tags.getByText("Hand tools", { exact: true })).toBeVisible();
  await expect(page.getByText("1 item", { exact: true })).toHaveCount(1);

  // The list comes first; the form opens from its button and closes after each tag it creates.
  const newTag = page.getByRole("form", { name: "New tag" });
  await expect(newTag).toBeHidden();
  await page.getByRole("button", { name: "New tag" }).click();
  await newTag.getByLabel("Name").fill("Tools");
  await newTag.getByLabel("Colour", { exact: true }).fill("#1e90ff");
  await newTag.getByRole("button", { name: "Create tag" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Created Tools." })).toBeVisible();
  await expect(newTag).toBeHidden();

  await page.getByRole("button", { name: "New tag" }).click();
  await newTag.getByLabel("Name").fill("Power tools");
  await newTag.getByLabel("Parent tag").selectOption({ label: "Tools" });
  await newTag.getByLabel("Colour", { exact: true }).fill("not a colour");
  await newTag.getByRole("button", { name: "Create tag" }).click();
  await expect(newTag.getByText("Colour must be a hex colour like #1e90ff, or empty")).toBeVisible();
  await newTag.getByLabel("Colour", { exact: true }).fill("#ff8800");
  await newTag.getByRole("button", { name: "Create tag" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Created Power tools." })).toBeVisible();
  const all = (await (await page.request.get("/api/v1/tags")).json()) as (Summary & { color: string })[];
  const tools = all.find((tag) => tag.name === "Tools")!;
  const power = all.find((tag) => tag.name === "Power tools")!;
  expect(power.parentId).toBe(tools.id);
  expect(power.color).toBe("#ff8800");

  await page.getByRole("button", { name: "Edit Power tools" }).click();
  const edit = page.getByRole("form", { name: "Edit Power tools" });
  await edit.getByLabel("Name").fill("Power drills");
  await edit.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Saved Power drills." })).toBeVisible();
  await expect(tags.getByText("Power drills", { exact: true })).toBeVisible();

  await page.getByRole("button", { name: "Merge Hand tools" }).click();
  await page.getByLabel("Merge Hand tools into", { exact: true }).selectOption({ label: "Tools" });
  await page.getByRole("form", { name: "Merge Hand tools" }).getByRole("button", { name: "Merge" }).click();
  const dialog = page.getByRole("dialog", { name: "Merge Hand tools into Tools?" });
  await dialog.getByRole("button", { name: "Merge tags" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Merged Hand tools into Tools." })).toBeVisible();
  await expect(tags.getByText("Hand tools", { exact: true })).toHaveCount(0);
  await expect(page.getByText("1 item", { exact: true })).toHaveCount(1);
  const merged = (await (await page.request.get(`/api/v1/entities/${hammerId}`)).json()) as Summary;
  expect(merged.tags.map((tag) => tag.name)).toEqual(["Tools"]);

  await page.getByRole("button", { name: "Delete Power drills" }).click();
  await page
    .getByRole("dialog", { name: "Delete Power drills?" })
    .getByRole("button", { name: "Delete tag" })
    .click();
  await expect(page.getByRole("status").filter({ hasText: "Deleted Power drills." })).toBeVisible();
  await expect(tags.getByText("Power drills", { exact: true })).toHaveCount(0);
  await checkPage(page, "tags");
});

test("item and location types: create one; deleting a type in use shows the API's refusal", async ({
  page,
}) => {
  await signUpAndSignIn(page);
  await page.goto("/settings/entity-types");
  const form = page.getByRole("form", { name: "New type" });
  await form.getByLabel("Name").fill("Toolbox");
  await form.getByLabel("Is a location").check();
  await form.getByRole("button", { name: "Create type" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Created Toolbox." })).toBeVisible();
  const toolbox = page
    .getByRole("list", { name: "Types" })
    .getByRole("listitem")
    .filter({ hasText: "Toolbox" });
  await expect(toolbox).toContainText("Location");

  await page.getByRole("button", { name: "Edit Toolbox" }).click();
  const edit = page.getByRole("form", { name: "Edit Toolbox" });
  await expect(edit.getByLabel("Is a location")).toBeChecked();
  await edit.getByLabel("Name").fill("Tool chest");
  await edit.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Saved Tool chest." })).toBeVisible();
  await expect(page.getByRole("list", { name: "Types" }).getByText("Tool chest")).toBeVisible();

  await page.getByRole("button", { name: "Delete Location", exact: true }).click();
  await page
    .getByRole("dialog", { name: "Delete Location?" })
    .getByRole("button", { name: "Delete type" })
    .click();
  await expect(
    page.getByRole("alert").filter({ hasText: "Could not delete Location: the type is in use" }),
  ).toBeVisible();
  await checkPage(page, "entity-types");
});

test("templates: create one with defaults and a custom field, then an item from it", async ({ page }) => {
  await signUpAndSignIn(page);
  await page.goto("/settings/templates");
  await page.getByRole("button", { name: "New template" }).click();
  const form = page.getByRole("form", { name: "New template" });
  await form.getByLabel("Template name").fill("Drill template");
  await form.getByLabel("Item name").fill("Cordless drill");
  await form.getByLabel("Quantity", { exact: true }).fill("2");
  await pickOption(page, "Location", "Garage");
  await pickOption(page, "Tags", "Electronics");
  await form.getByRole("button", { name: "Add a custom field" }).click();
  await form.getByLabel("Field 1 name").fill("Voltage");
  await form.getByLabel("Field 1 default").fill("18V");
  await form.getByRole("button", { name: "Create template" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Created Drill template." })).toBeVisible();
  await expect(page.getByRole("list", { name: "Templates" }).getByText("Drill template")).toBeVisible();
  await checkPage(page, "templates");

  await page.getByRole("button", { name: "Edit Drill template" }).click();
  const edit = page.getByRole("form", { name: "Edit Drill template" });
  await expect(edit.getByLabel("Field 1 name")).toHaveValue("Voltage");
  await expect(edit.getByRole("combobox", { name: "Location" })).toHaveValue("Garage");
  await edit.getByLabel("Template name").fill("Drill kit");
  await edit.getByRole("button", { name: "Save template" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Saved Drill kit." })).toBeVisible();

  await page.getByRole("button", { name: "Create item from Drill kit" }).click();
  await expect(page.getByLabel("Name of the new item")).toHaveValue("Cordless drill");
  await page.getByRole("button", { name: "Create item", exact: true }).click();
  await expect(page).toHaveURL(/\/entities\/[0-9a-f-]{36}$/);
  const id = page.url().split("/").pop()!;
  const item = await (await page.request.get(`/api/v1/entities/${id}`)).json();
  expect(item).toMatchObject({ name: "Cordless drill", quantity: 2, parent: { name: "Garage" } });
  expect(item.tags.map((tag: { name: string }) => tag.name)).toEqual(["Electronics"]);
  expect(item.fields).toEqual([expect.objectContaining({ name: "Voltage", textValue: "18V" })]);
});
