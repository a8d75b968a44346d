import { expect, test, type Page } from "@playwright/test";
import sharp from "sharp";
import { signUpAndSignIn } from "./support/accounts";
import { locationId } from "./support/locations";
import { userCaches, waitForWorker, waitUntilSaved } from "./support/offline";
import { createEntityId } from "./support/entities";

const banner = (page: Page) => page.getByTestId("offline-banner");
const offlineHeading = (page: Page) => page.getByRole("heading", { name: "You're offline" });

test("pages viewed online can be read offline, per person, and signing out forgets them", async ({
  page,
  context,
}) => {
  test.setTimeout(150_000);
  await signUpAndSignIn(page, "Grace Hopper");
  const api = page.request;
  const garage = await locationId(api, "Garage");
  const drill = await createEntityId(api, { name: "Cordless drill", parentId: garage });
  const saw = await createEntityId(api, { name: "Never opened saw", parentId: garage });

  await test.step("view the dashboard, a location, an item and the list online", async () => {
    await page.goto("/dashboard");
    await waitForWorker(page);
    await page.goto(`/entities/${garage}`);
    await expect(page.getByRole("heading", { name: "Garage", level: 1 })).toBeVisible();
    // Inside the app (no document load): the worker fetches the page itself to keep it.
    await page.getByRole("link", { name: "Cordless drill" }).first().click();
    await expect(page).toHaveURL(new RegExp(`/entities/${drill}$`));
    await expect(page.getByRole("heading", { name: "Cordless drill", level: 1 })).toBeVisible();
    await page.goto("/entities");
    await expect(page.getByText("Cordless drill").first()).toBeVisible();
    for (const path of ["/dashboard", `/entities/${garage}`, `/entities/${drill}`, "/entities", "/~offline"])
      await waitUntilSaved(page, path);
    await expect(banner(page)).toHaveCount(0);
  });

  await test.step("offline: the saved pages open, marked with the time they were saved", async () => {
    await context.setOffline(true);
    await page.goto(`/entities/${drill}`);
    await expect(page.getByRole("heading", { name: "Cordless drill", level: 1 })).toBeVisible();
    await expect(banner(page)).toHaveText(/^Offline — showing what was saved at \d{1,2}:\d{2}/);
    // Following a link inside the app: its data fetch fails, the app loads the page as a document.
    await page.getByRole("link", { name: "Garage" }).first().click();
    await expect(page.getByRole("heading", { name: "Garage", level: 1 })).toBeVisible();
    await expect(banner(page)).toBeVisible();
    await page.goto("/entities");
    await expect(page.getByText("Cordless drill").first()).toBeVisible();
    await expect(banner(page)).toBeVisible();
  });

  await test.step("offline: a page never opened shows the offline page inside the app", async () => {
    await page.goto(`/entities/${saw}`);
    await expect(offlineHeading(page)).toBeVisible();
    await expect(page.getByRole("banner").getByRole("link", { name: /Cairn/ })).toBeVisible();
    await expect(page.getByText("Never opened saw")).toHaveCount(0);
  });

  await test.step("signing out deletes the saved pages", async () => {
    await context.setOffline(false);
    await page.goto("/dashboard");
    expect((await userCaches(page)).length).toBeGreaterThan(0);
    await page
      .getByRole("banner")
      .getByRole("button", { name: /^Account: / })
      .click();
    await page.getByRole("button", { name: "Sign out" }).click();
    await expect(page).toHaveURL(/\/login/);
    await expect.poll(() => userCaches(page)).toEqual([]);
  });

  await test.step("the next person on this browser does not see the first one's pages", async () => {
    await signUpAndSignIn(page, "Ada Lovelace");
    await page.goto("/dashboard");
    await waitForWorker(page);
    await waitUntilSaved(page, "/~offline");
    await context.setOffline(true);
    await page.goto(`/entities/${drill}`);
    await expect(offlineHeading(page)).toBeVisible();
    await expect(page.getByText("Cordless drill")).toHaveCount(0);
    await context.setOffline(false);
  });
});

test("a session that ends without signing out: the next person's sign-in clears the old caches", async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await signUpAndSignIn(page, "Grace Hopper");
  await page.goto("/dashboard");
  await waitForWorker(page);
  await waitUntilSaved(page, "/dashboard");
  const first = await userCaches(page);
  expect(first.length).toBeGreaterThan(0);

  // The session cookie is gone (expired, or cleared) without "Sign out" being pressed.
  await context.clearCookies();
  await signUpAndSignIn(page, "Ada Lovelace");
  await page.goto("/dashboard");
  await waitUntilSaved(page, "/dashboard");
  const second = await userCaches(page);
  expect(second.length).toBeGreaterThan(0);
  for (const name of first) expect(second).not.toContain(name);
});

/** Paths of everything kept in this browser's per-person caches of API answers. */
function keptApiPaths(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const paths: string[] = [];
    for (const name of await caches.keys())
      if (name.startsWith("cairn-user-") && name.endsWith("-api"))
        for (const request of await (await caches.open(name)).keys())
          paths.push(new URL(request.url).pathname);
    return paths;
  });
}

test("API reads: saving passes through, sessions are never kept, of photos only thumbnails", async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await signUpAndSignIn(page);
  const api = page.request;
  const camera = await createEntityId(api, { name: "Camera" });
  const jpeg = await sharp({ create: { width: 640, height: 480, channels: 3, background: "#3366cc" } })
    .jpeg()
    .toBuffer();
  const uploaded = await api.post(`/api/v1/entities/${camera}/attachments`, {
    multipart: { file: { name: "front.jpg", mimeType: "image/jpeg", buffer: jpeg }, name: "front.jpg" },
  });
  expect(uploaded.status()).toBe(201);
  let photo = { id: "", thumbnailId: "" };
  await expect
    .poll(async () => {
      const entity = await (await api.get(`/api/v1/entities/${camera}`)).json();
      photo = { id: entity.imageId ?? "", thumbnailId: entity.thumbnailId ?? "" };
      return photo.thumbnailId;
    })
    .not.toBe("");

  await page.goto("/dashboard");
  await waitForWorker(page);
  await page.reload();
  const created = await page.evaluate(
    async ({ camera, photo }) => {
      const answer = await fetch("/api/v1/entities", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ name: "Made through the worker" }),
      });
      await fetch("/api/v1/users/self");
      await fetch("/api/v1/entities?pageSize=5");
      await fetch(`/api/v1/entities/${camera}/attachments/${photo.thumbnailId}`);
      await fetch(`/api/v1/entities/${camera}/attachments/${photo.id}`);
      return answer.status;
    },
    { camera, photo },
  );
  expect(created).toBe(201);
  await expect.poll(() => keptApiPaths(page)).toContain("/api/v1/entities");
  await expect
    .poll(() => keptApiPaths(page))
    .toContain(`/api/v1/entities/${camera}/attachments/${photo.thumbnailId}`);
  const kept = await keptApiPaths(page);
  expect(kept.filter((path) => path.startsWith("/api/v1/users"))).toEqual([]);
  expect(kept).not.toContain(`/api/v1/entities/${camera}/attachments/${photo.id}`);

  await context.setOffline(true);
  const offline = await page.evaluate(async () => {
    const answer = await fetch("/api/v1/entities?pageSize=5");
    return { status: answer.status, cachedAt: answer.headers.get("x-cairn-cached-at") };
  });
  expect(offline.status).toBe(200);
  expect(Date.parse(offline.cachedAt ?? "")).not.toBeNaN();
  await expect(banner(page)).toHaveText(/^Offline — showing what was saved at/);
  await context.setOffline(false);
});

test("offline, scanning one of Cairn's labels opens an item already viewed", async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await signUpAndSignIn(page, "Grace Scanner");
  const api = page.request;
  const garage = await locationId(api, "Garage");
  const drill = await createEntityId(api, { name: "Labelled drill", parentId: garage });
  await page.goto(`/entities/${drill}`);
  await waitForWorker(page);
  await expect(page.getByRole("heading", { name: "Labelled drill", level: 1 })).toBeVisible();
  await page.goto("/scan");
  for (const path of [`/entities/${drill}`, "/scan"]) await waitUntilSaved(page, path);

  await context.setOffline(true);
  await page.goto("/scan");
  // A label's QR code holds the item's address; a USB scanner types it into the code box.
  await page.getByLabel("Barcode or asset ID").fill(`${baseURL}/entities/${drill}`);
  await page.getByLabel("Barcode or asset ID").press("Enter");
  await expect(page).toHaveURL(new RegExp(`/entities/${drill}$`));
  await expect(page.getByRole("heading", { name: "Labelled drill", level: 1 })).toBeVisible();
  await expect(banner(page)).toBeVisible();
});

test("signing out while offline still forgets what was kept", async ({ page, context }) => {
  test.setTimeout(120_000);
  await signUpAndSignIn(page, "Grace Offline Signout");
  await page.goto("/dashboard");
  await waitForWorker(page);
  await page.goto("/entities");
  for (const path of ["/dashboard", "/entities"]) await waitUntilSaved(page, path);
  expect((await userCaches(page)).length).toBeGreaterThan(0);

  await context.setOffline(true);
  await page
    .getByRole("banner")
    .getByRole("button", { name: /^Account: / })
    .click();
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect.poll(() => userCaches(page)).toEqual([]);
  // Nothing of the person's opens any more: the worker's own page, which holds no one's data.
  await page.goto("/entities");
  await expect(offlineHeading(page)).toBeVisible();
  await expect(
    page.getByText("Nothing is kept on this device for someone who is not signed in."),
  ).toBeVisible();
});
