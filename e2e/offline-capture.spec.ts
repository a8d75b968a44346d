import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { signUpAndSignIn } from "./support/accounts";
import { waitForWorker } from "./support/offline";
import { checkPage } from "./support/page-checks";
import { createEntity } from "./support/entities";

type Entity = { id: string; name: string; quantity: number; attachments: Array<{ type: string }> };

/** A 16×16 orange PNG. */
const PHOTO = {
  name: "bench.png",
  mimeType: "image/png",
  buffer: Buffer.from(
    "iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAIAAACQkWg2AAAAFklEQVR4nGM4EaVBEmIY1TCqYfhqAAAQtkoQSP1gsgAAAABJRU5ErkJggg==",
    "base64",
  ),
};

async function read(api: APIRequestContext, id: string): Promise<Entity> {
  return (await (await api.get(`/api/v1/entities/${id}`)).json()) as Entity;
}

async function named(api: APIRequestContext, name: string): Promise<Entity[]> {
  const response = await api.get("/api/v1/entities", { params: { q: name } });
  const { items } = (await response.json()) as { items: Entity[] };
  return Promise.all(items.filter((item) => item.name === name).map((item) => read(api, item.id)));
}

/** The item's editor, fully loaded (the quick add sheet fetched ahead), before the network goes. */
async function openEditor(page: Page, id: string) {
  await page.goto(`/entities/${id}/edit`);
  await expect(page.getByLabel("Quantity", { exact: true })).toBeVisible();
  // The worker's precache holds the app's scripts (the quick add sheet's too) for offline use.
  await waitForWorker(page);
  await page.waitForLoadState("networkidle");
}

async function saveQuantityOffline(page: Page, quantity: string) {
  await page.getByLabel("Quantity", { exact: true }).fill(quantity);
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Saved on this device" })).toBeVisible();
}

test("offline capture: quick add with a photo and an edit wait, then land once; a conflict asks", async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await signUpAndSignIn(page);
  const api = page.request;
  const header = page.getByRole("banner");
  const ladder = await createEntity<Entity>(api, { name: "Step ladder", quantity: 1 });

  await test.step("offline: quick add with a photo and a quantity change are kept, 2 waiting", async () => {
    await openEditor(page, ladder.id);
    await context.setOffline(true);
    await header.getByRole("button", { name: "Quick add" }).click();
    const sheet = page.getByRole("dialog", { name: "Quick add" });
    await sheet.getByLabel("Add photo").setInputFiles(PHOTO);
    await sheet.getByLabel("Name", { exact: true }).fill("Workbench vice");
    await sheet.getByRole("button", { name: "Save", exact: true }).click();
    await expect(sheet).toBeHidden();
    await expect(header.getByText("1 waiting to sync")).toBeVisible();
    await saveQuantityOffline(page, "3");
    await expect(header.getByText("2 waiting to sync")).toBeVisible();
    await header.getByRole("button", { name: "2 waiting to sync" }).click();
    await expect(page.getByRole("region", { name: "Changes on this device" })).toContainText(
      "New item with photo: Workbench vice",
    );
    // Nothing reached the server yet.
    expect(await named(api, "Workbench vice")).toHaveLength(0);
    expect((await read(api, ladder.id)).quantity).toBe(1);
  });

  await test.step("online: both land, once", async () => {
    await context.setOffline(false);
    await expect(header.getByText(/waiting to sync/)).toHaveCount(0, { timeout: 20_000 });
    const added = await named(api, "Workbench vice");
    expect(added).toHaveLength(1);
    expect(added[0]!.attachments).toEqual([expect.objectContaining({ type: "photo" })]);
    expect((await read(api, ladder.id)).quantity).toBe(3);
  });

  const conflictPanel = page.getByRole("region", { name: "Changes on this device" });

  await test.step("a change made elsewhere meanwhile: keep mine sends mine over it", async () => {
    await openEditor(page, ladder.id);
    await context.setOffline(true);
    await saveQuantityOffline(page, "8");
    const elsewhere = await api.patch(`/api/v1/entities/${ladder.id}`, { data: { quantity: 5 } });
    expect(elsewhere.status()).toBe(200);
    await context.setOffline(false);
    const alert = conflictPanel
      .getByRole("alert")
      .filter({ hasText: "Step ladder was changed by someone else" });
    await expect(alert).toBeVisible({ timeout: 20_000 });
    await expect(alert).toContainText("Yours: 8");
    await expect(alert).toContainText("Now: 5");
    await checkPage(page, "offline-conflict");
    expect((await read(api, ladder.id)).quantity).toBe(5);
    await alert.getByRole("button", { name: "Keep mine" }).click();
    await expect.poll(async () => (await read(api, ladder.id)).quantity, { timeout: 20_000 }).toBe(8);
    await expect(header.getByText(/waiting to sync/)).toHaveCount(0);
  });

  await test.step("keep theirs drops the queued change", async () => {
    await openEditor(page, ladder.id);
    await context.setOffline(true);
    await saveQuantityOffline(page, "20");
    expect((await api.patch(`/api/v1/entities/${ladder.id}`, { data: { quantity: 6 } })).status()).toBe(200);
    await context.setOffline(false);
    const alert = conflictPanel.getByRole("alert");
    await expect(alert).toBeVisible({ timeout: 20_000 });
    await alert.getByRole("button", { name: "Keep theirs" }).click();
    await expect(header.getByText(/waiting to sync/)).toHaveCount(0);
    expect((await read(api, ladder.id)).quantity).toBe(6);
  });
});

test("changes kept offline are sent only by the person who made them", async ({ page, context }) => {
  test.setTimeout(120_000);
  const ada = await signUpAndSignIn(page, "Ada Offline");
  const header = page.getByRole("banner");
  const drill = await createEntity<Entity>(page.request, { name: "Ada's drill", quantity: 1 });
  await openEditor(page, drill.id);
  await context.setOffline(true);
  await saveQuantityOffline(page, "4");
  await expect(header.getByText("1 waiting to sync")).toBeVisible();

  await test.step("another person signs in on this browser: not theirs to see or send", async () => {
    // Ada's session ends without the connection coming back first (cookies cleared, as an expiry would).
    await context.clearCookies();
    await context.setOffline(false);
    await signUpAndSignIn(page, "Bob Offline");
    await page.goto("/dashboard");
    await page.waitForLoadState("networkidle");
    await expect(header.getByText(/waiting to sync/)).toHaveCount(0);
  });

  await test.step("Ada signs in again: her change goes out", async () => {
    await context.clearCookies();
    await page.goto("/login");
    await page.getByLabel("Email", { exact: true }).fill(ada.email);
    await page.getByLabel("Password", { exact: true }).fill(ada.password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).not.toHaveURL(/\/login/);
    await expect.poll(async () => (await read(page.request, drill.id)).quantity, { timeout: 30_000 }).toBe(4);
  });
});

test("a move made offline from the item page waits, then lands with the version it was made on", async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await signUpAndSignIn(page, "Mo Mover");
  const api = page.request;
  const header = page.getByRole("banner");
  const ladder = await createEntity<Entity>(api, { name: "Move ladder", quantity: 1 });
  await page.goto(`/entities/${ladder.id}`);
  await page.waitForLoadState("networkidle");
  await page.getByRole("button", { name: "Move to…" }).first().click();
  const dialog = page.getByRole("dialog", { name: "Move “Move ladder”" });
  await dialog.getByRole("combobox", { name: "New location" }).fill("Att");
  await dialog.getByRole("option", { name: /^Attic/ }).click();
  // The connection goes while the dialog is open: the move is kept, not lost.
  await context.setOffline(true);
  await dialog.getByRole("button", { name: "Move", exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: "Saved on this device" })).toBeVisible();
  await expect(header.getByText("1 waiting to sync")).toBeVisible();
  const parentName = async () =>
    ((await read(api, ladder.id)) as unknown as { parent?: { name: string } | null }).parent?.name;
  expect(await parentName()).toBeUndefined();

  await context.setOffline(false);
  await expect(header.getByText(/waiting to sync/)).toHaveCount(0, { timeout: 20_000 });
  expect(await parentName()).toBe("Attic");
});
