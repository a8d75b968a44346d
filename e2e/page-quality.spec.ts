import { expect, test } from "@playwright/test";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { signUpAndSignIn } from "./support/accounts";
import { checkPage } from "./support/page-checks";

// Size budgets (bytes, not time: they do not depend on how busy the machine is).
const ENTITY_LIST_FIRST_LOAD_JS_GZIP = 200_000;
const resultsDir = path.join(import.meta.dirname, "..", "test-results");

test("the entity list page loads under 200 kB of gzipped JavaScript, all from this server", async ({
  page,
  browser,
  baseURL,
}) => {
  await signUpAndSignIn(page);
  // A new context: signed in, but with an empty cache, as on a first visit.
  const context = await browser.newContext({ baseURL, storageState: await page.context().storageState() });
  const fresh = await context.newPage();
  const scripts: Array<{ url: string; gzip: number }> = [];
  const foreign: string[] = [];
  fresh.on("request", (request) => {
    if (!request.url().startsWith(baseURL!) && !request.url().startsWith("data:"))
      foreign.push(request.url());
  });
  const reading: Promise<void>[] = [];
  fresh.on("response", (response) => {
    if (response.request().resourceType() !== "script") return;
    reading.push(
      response.body().then((body) => {
        scripts.push({ url: new URL(response.url()).pathname, gzip: gzipSync(body).length });
      }),
    );
  });
  await fresh.goto("/entities", { waitUntil: "networkidle" });
  await expect(fresh.getByRole("heading", { level: 1 })).toBeVisible();
  await Promise.all(reading);
  await context.close();

  const total = scripts.reduce((sum, script) => sum + script.gzip, 0);
  mkdirSync(resultsDir, { recursive: true });
  writeFileSync(
    path.join(resultsDir, "bundle-entities-page.json"),
    JSON.stringify({ totalGzipBytes: total, scripts: scripts.sort((a, b) => b.gzip - a.gzip) }, null, 2),
  );
  console.log(`/entities first-load JS: ${(total / 1000).toFixed(1)} kB gzipped in ${scripts.length} files`);
  expect(scripts.length).toBeGreaterThan(0);
  expect(total).toBeLessThan(ENTITY_LIST_FIRST_LOAD_JS_GZIP);
  expect(foreign).toEqual([]);
});

type LayoutShift = PerformanceEntry & { value: number; hadRecentInput: boolean };

test("the main pages load without layout shift", async ({ page }) => {
  await signUpAndSignIn(page);
  const shifts: Record<string, number> = {};
  for (const url of ["/dashboard", "/entities", "/locations", "/tags", "/scan", "/settings/profile"]) {
    await page.goto(url, { waitUntil: "networkidle" });
    // Cumulative layout shift of the load so far (buffered), as Core Web Vitals count it.
    shifts[url] = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let total = 0;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as LayoutShift[])
              if (!entry.hadRecentInput) total += entry.value;
          }).observe({ type: "layout-shift", buffered: true });
          requestAnimationFrame(() => requestAnimationFrame(() => resolve(total)));
        }),
    );
  }
  console.log(`cumulative layout shift: ${JSON.stringify(shifts)}`);
  // 0.1 is the "good" threshold of Core Web Vitals.
  for (const [url, shift] of Object.entries(shifts)) expect(shift, url).toBeLessThan(0.1);
});

test("the settings index and the sign-in pages pass axe-core", async ({ page }) => {
  await page.goto("/login");
  await checkPage(page, "login");
  await page.goto("/register");
  await checkPage(page, "register");
  await signUpAndSignIn(page);
  await page.goto("/settings");
  await checkPage(page, "settings");
});
