import { expect, test } from "@playwright/test";
import sharp from "sharp";
import { signUpAndSignIn } from "./support/accounts";
import { waitForWorker } from "./support/offline";

type ManifestIcon = { src: string; sizes: string; type: string; purpose?: string };

test("the web app manifest is complete and every icon is the size and type it says", async ({
  page,
  request,
}) => {
  await page.goto("/login");
  const href = await page.locator('link[rel="manifest"]').getAttribute("href");
  expect(href).toBeTruthy();
  const answer = await request.get(href!);
  expect(answer.status()).toBe(200);
  expect(answer.headers()["content-type"]).toContain("application/manifest+json");
  const manifest = await answer.json();
  expect(manifest).toMatchObject({
    name: "Cairn",
    short_name: "Cairn",
    start_url: "/dashboard",
    scope: "/",
    display: "standalone",
  });
  expect(manifest.description).toBeTruthy();
  expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/);
  expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/);

  const icons = manifest.icons as ManifestIcon[];
  for (const size of ["192x192", "512x512"]) {
    expect(icons.some((icon) => icon.sizes === size && icon.purpose === "any")).toBe(true);
    expect(icons.some((icon) => icon.sizes === size && icon.purpose === "maskable")).toBe(true);
  }
  const appleTouch = await page.locator('link[rel="apple-touch-icon"]').getAttribute("href");
  expect(appleTouch).toBeTruthy();
  const pngs = [
    ...icons.filter((icon) => icon.type === "image/png"),
    { src: appleTouch!, sizes: "180x180", type: "image/png" },
  ];
  for (const icon of pngs) {
    const file = await request.get(icon.src);
    expect(file.status(), icon.src).toBe(200);
    expect(file.headers()["content-type"], icon.src).toBe(icon.type);
    const { width, height, format } = await sharp(await file.body()).metadata();
    expect(`${width}x${height}`, icon.src).toBe(icon.sizes);
    expect(format).toBe("png");
  }
  const svg = icons.find((icon) => icon.type === "image/svg+xml");
  expect((await request.get(svg!.src)).headers()["content-type"]).toContain("image/svg+xml");

  const shortcuts = manifest.shortcuts as Array<{ name: string; url: string }>;
  expect(shortcuts.map((shortcut) => shortcut.url)).toEqual(["/dashboard?quick-add", "/scan"]);
});

test("the service worker controls the page, under the page's Content-Security-Policy", async ({ page }) => {
  const policyErrors: string[] = [];
  page.on("console", (message) => {
    if (/Content.Security.Policy/i.test(message.text())) policyErrors.push(message.text());
  });
  await signUpAndSignIn(page);
  await page.goto("/dashboard");
  await waitForWorker(page);
  await page.reload();
  const controller = await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null);
  expect(controller).toMatch(/\/serwist\/sw\.js$/);
  // The worker's precache: the build's scripts and the font.
  const precached = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys())
      if (name.includes("precache"))
        for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
    return urls;
  });
  expect(precached.some((url) => url.endsWith(".woff2"))).toBe(true);
  expect(precached.some((url) => /\/_next\/static\/.+\.js$/.test(url))).toBe(true);
  expect(policyErrors).toEqual([]);
});

test("the Quick add shortcut's address opens quick add", async ({ page }) => {
  await signUpAndSignIn(page);
  await page.goto("/dashboard?quick-add");
  await expect(page.getByRole("dialog", { name: /quick add/i })).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
});
