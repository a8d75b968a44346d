import { expect, test } from "@playwright/test";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { signUpAndSignIn } from "./support/accounts";

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
