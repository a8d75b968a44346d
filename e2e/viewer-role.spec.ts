import { expect, test } from "@playwright/test";
import { signUpAndSignIn } from "./support/accounts";
import { locationId } from "./support/locations";
import { checkPage } from "./support/page-checks";

test("an owner invites a read-only viewer, who sees everything and can change nothing", async ({
  page,
  browser,
}, testInfo) => {
  const owner = await signUpAndSignIn(page, "Olive Owner");
  const garage = await locationId(page.request, "Garage");
  const created = await page.request.post("/api/v1/entities", {
    data: { name: "Cordless drill", parentId: garage, quantity: 2 },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id: drillId } = (await created.json()) as { id: string };
  const batteries = await page.request.post("/api/v1/entities", {
    data: { name: "AA batteries", parentId: garage, quantity: 2 },
  });
  expect(batteries.status(), await batteries.text()).toBe(201);
  const { id: batteriesId } = (await batteries.json()) as { id: string };
  const tracked = await page.request.patch(`/api/v1/entities/${batteriesId}`, {
    data: { minQuantity: 8, unit: "pcs" },
  });
  expect(tracked.status(), await tracked.text()).toBe(200);

  // The owner picks the role when inviting.
  await page.goto("/settings/group");
  const invitations = page.getByRole("region", { name: "Invitations" });
  await invitations.getByLabel("Joins as").selectOption("viewer");
  await invitations.getByRole("button", { name: "Create invitation" }).click();
  const joinLink = await invitations.getByLabel("Invitation link").inputValue();
  expect(joinLink).toMatch(/\/register\?token=.+/);

  // The viewer signs up through the link and lands in the owner's group.
  const guest = await browser.newContext({
    viewport: testInfo.project.use.viewport ?? undefined,
    isMobile: testInfo.project.use.isMobile,
    hasTouch: testInfo.project.use.hasTouch,
  });
  const viewer = await guest.newPage();
  await viewer.goto(joinLink);
  await viewer.getByLabel("Name", { exact: true }).fill("Vera Viewer");
  await viewer.getByLabel("Email", { exact: true }).fill(`viewer-${Date.now()}@example.com`);
  await viewer.getByLabel("Password", { exact: true }).fill("correct horse battery");
  await viewer.getByRole("button", { name: "Create account" }).click();
  await expect(viewer).toHaveURL(/\/dashboard$/);
  await expect(viewer.getByRole("link", { name: "Add an item" })).toHaveCount(0);
  await expect(viewer.getByRole("button", { name: "Quick add" })).toHaveCount(0);

  // The list: the item is there, nothing to create.
  await viewer.goto("/entities");
  await expect(viewer.getByRole("link", { name: "Cordless drill" }).first()).toBeVisible();
  await expect(viewer.getByRole("link", { name: "New item" })).toHaveCount(0);
  await checkPage(viewer, `viewer-list-${testInfo.project.name}`);

  // The item page: read everything, print a label, but no edit controls.
  await viewer.goto(`/entities/${drillId}`);
  await expect(viewer.getByRole("heading", { name: "Cordless drill", level: 1 })).toBeVisible();
  const actions = viewer.getByRole("group", { name: "Actions" });
  await expect(actions.getByRole("link", { name: "Edit" })).toHaveCount(0);
  await expect(actions.getByRole("link", { name: "Add item here" })).toHaveCount(0);
  await expect(viewer.getByRole("button", { name: "Delete" })).toHaveCount(0);
  await expect(viewer.getByRole("button", { name: "Add maintenance" })).toHaveCount(0);
  // Stock and lending: no steps, no "used N", no check-out. The drill has no minimum or unit, so
  // the stock panel, which would only repeat its quantity, is left out too.
  await expect(viewer.getByRole("region", { name: "Stock" })).toHaveCount(0);
  await expect(viewer.getByText("All 2 here, none lent out.")).toBeVisible();
  await expect(viewer.getByRole("button", { name: "Take one Cordless drill" })).toHaveCount(0);
  await expect(viewer.getByRole("button", { name: "Add one Cordless drill" })).toHaveCount(0);
  await expect(viewer.getByRole("button", { name: "Take away" })).toHaveCount(0);
  await expect(viewer.getByRole("button", { name: "Check out" })).toHaveCount(0);
  await checkPage(viewer, `viewer-item-${testInfo.project.name}`);

  // An item kept in stock: its count, unit and minimum read, and nothing steps it, here or on the
  // low-stock list.
  await viewer.goto(`/entities/${batteriesId}`);
  const stock = viewer.getByRole("region", { name: "Stock" });
  await expect(stock.getByText("2 pcs")).toBeVisible();
  await expect(stock.getByText("Minimum 8")).toBeVisible();
  await expect(viewer.getByRole("button", { name: "Take one AA batteries" })).toHaveCount(0);
  await expect(viewer.getByRole("button", { name: "Take away" })).toHaveCount(0);
  await viewer.goto("/stock");
  await expect(viewer.getByRole("cell", { name: "AA batteries" })).toBeVisible();
  await expect(viewer.getByRole("button", { name: "Add one AA batteries" })).toHaveCount(0);

  // Locations: the tree reads, nothing to add or move.
  await viewer.goto("/locations");
  await expect(viewer.getByRole("link", { name: "Garage" })).toBeVisible();
  await expect(viewer.getByRole("button", { name: "New top-level location" })).toHaveCount(0);
  await expect(viewer.locator('[draggable="true"]')).toHaveCount(0);

  // An edit page opened directly says why there is no form.
  await viewer.goto(`/entities/${drillId}/edit`);
  await expect(viewer.getByRole("heading", { name: "Read-only access" })).toBeVisible();
  // No form at all: the header's search is a searchbox, not a textbox.
  await expect(viewer.getByRole("textbox")).toHaveCount(0);
  await expect(viewer.getByRole("button", { name: "Save" })).toHaveCount(0);
  await checkPage(viewer, `viewer-edit-refused-${testInfo.project.name}`);

  // A direct write through the API (the viewer's own signed-in session) is refused.
  const put = await viewer.request.put(`/api/v1/entities/${drillId}`, {
    data: { name: "Changed by a viewer", quantity: 9 },
  });
  expect(put.status()).toBe(403);
  expect(((await put.json()) as { error: string }).error).toMatch(/viewer/);
  await guest.close();

  // The owner sees the viewer's role, and the item is unchanged.
  await page.goto("/settings/group");
  const members = page.getByRole("region", { name: "Members" });
  await expect(members.getByLabel("Role of Vera Viewer")).toHaveValue("viewer");
  await expect(members.getByLabel(`Role of ${owner.name}`)).toHaveValue("owner");
  const item = await page.request.get(`/api/v1/entities/${drillId}`);
  expect(((await item.json()) as { name: string }).name).toBe("Cordless drill");
});
