// `npm run bench:ui`: the web UI on a large inventory, in Debian's Chromium. Seeds 100k entities
// (one location holding 20k items) in a fresh SQLite data directory, starts the production server,
// signs in through the login form and measures what a person waits for: picker results after typing
// (target 300 ms), the first page of the 20k-item location (target 1 s), the page of a location
// holding another 20k items in its sub-locations until its nested totals show (target 1 s) and the
// location tree's first paint (and how much of the tree it renders before anything is expanded), the
// header search's suggestions, the whole list until its totals over every item show, and quick add:
// from "Save and add another" (a photo, a name and a location given) to the sheet saying the item is
// saved, its photo uploaded (target 1 s). Writes
// bench/results/<date>-ui-sqlite.json. Not part of `npm test`.
import { chromium } from "@playwright/test";
import Database from "better-sqlite3";
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { registerBenchUser, seedBenchInventory } from "./inventory.mjs";
import { killAllNow, root, startCairn, stopAll } from "./processes.mjs";

const TARGETS = { pickerMs: 300, bigLocationMs: 1000, quickAddMs: 1000 };
const BIG_LOCATION_ITEMS = 20_000;
const ROUNDS = 5;
const QUICK_ADD_ROUNDS = 20;
/** A 16×16 PNG: the quick add's photo (what is measured is the round trip, not the bytes). */
const PHOTO = {
  name: "bench.png",
  mimeType: "image/png",
  buffer: Buffer.from(
    "iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAIAAACQkWg2AAAAFklEQVR4nGM4EaVBEmIY1TCqYfhqAAAQtkoQSP1gsgAAAABJRU5ErkJggg==",
    "base64",
  ),
};

const argValue = (name, fallback) => {
  const at = process.argv.indexOf(name);
  return at > 0 ? process.argv[at + 1] : fallback;
};
const entities = Number(argValue("--entities", "100000"));
const keptDir = argValue("--data-dir", null);
const keepData = process.argv.includes("--keep-data");
const startedAt = Date.now();
const log = (line) =>
  console.log(`[bench:ui ${((Date.now() - startedAt) / 1000).toFixed(0).padStart(4)}s] ${line}`);

const stamp = new Date().toISOString().slice(0, 19).replace(/:/g, "-") + "Z";
const dataDir = path.resolve(keptDir ?? path.join(root, ".bench-data", `${stamp}-ui`));
const databaseFile = path.join(dataDir, "cairn.db");
const seedFile = path.join(dataDir, "bench-ui-seed.json");

process.on("exit", killAllNow);
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => process.exit(130));

/** Moves BIG_LOCATION_ITEMS items under one location, for the "location with 20k items" page. */
function fillBigLocation(groupId, locationIds) {
  const sqlite = new Database(databaseFile);
  try {
    const bigLocationId = locationIds[0];
    const itemIds = sqlite
      .prepare(
        `SELECT "e"."id" FROM "Entity" AS "e" JOIN "EntityType" AS "t" ON "t"."id" = "e"."entityTypeId"
         WHERE "e"."groupId" = ? AND "t"."isLocation" = 0 LIMIT ?`,
      )
      .all(groupId, BIG_LOCATION_ITEMS)
      .map((row) => row.id);
    const move = sqlite.prepare(`UPDATE "Entity" SET "parentId" = ? WHERE "id" = ?`);
    sqlite.transaction(() => itemIds.forEach((id) => move.run(bigLocationId, id)))();
    // A second top-level location gets the next 20k items spread over its sub-locations at every
    // depth: its page sums them all ("Everything inside").
    const nestedLocationId = sqlite
      .prepare(
        `SELECT "e"."id" FROM "Entity" AS "e" JOIN "EntityType" AS "t" ON "t"."id" = "e"."entityTypeId"
         WHERE "e"."groupId" = ? AND "t"."isLocation" = 1 AND "e"."parentId" IS NULL AND "e"."id" <> ?
         ORDER BY (SELECT COUNT(*) FROM "Entity" AS "c" WHERE "c"."parentId" = "e"."id") DESC LIMIT 1`,
      )
      .get(groupId, bigLocationId).id;
    const subtree = sqlite
      .prepare(
        `WITH RECURSIVE "below"("id") AS (SELECT ? UNION
           SELECT "c"."id" FROM "below" JOIN "Entity" AS "c" ON "c"."parentId" = "below"."id"
           JOIN "EntityType" AS "t" ON "t"."id" = "c"."entityTypeId" WHERE "t"."isLocation" = 1)
         SELECT "id" FROM "below"`,
      )
      .all(nestedLocationId)
      .map((row) => row.id);
    const nestedItemIds = sqlite
      .prepare(
        `SELECT "e"."id" FROM "Entity" AS "e" JOIN "EntityType" AS "t" ON "t"."id" = "e"."entityTypeId"
         WHERE "e"."groupId" = ? AND "t"."isLocation" = 0 AND "e"."parentId" <> ? LIMIT ?`,
      )
      .all(groupId, bigLocationId, BIG_LOCATION_ITEMS)
      .map((row) => row.id);
    sqlite.transaction(() =>
      nestedItemIds.forEach((id, index) => move.run(subtree[index % subtree.length], id)),
    )();
    const rootNames = sqlite
      .prepare(
        `SELECT "e"."name" FROM "Entity" AS "e" JOIN "EntityType" AS "t" ON "t"."id" = "e"."entityTypeId"
         WHERE "e"."groupId" = ? AND "t"."isLocation" = 1 AND "e"."parentId" IS NULL ORDER BY "e"."name"`,
      )
      .all(groupId)
      .map((row) => row.name);
    const tagNames = sqlite
      .prepare(`SELECT "name" FROM "Tag" WHERE "groupId" = ? ORDER BY "name" LIMIT 8`)
      .all(groupId)
      .map((row) => row.name);
    const locationNames = sqlite
      .prepare(
        `SELECT "e"."name" FROM "Entity" AS "e" JOIN "EntityType" AS "t" ON "t"."id" = "e"."entityTypeId"
         WHERE "e"."groupId" = ? AND "t"."isLocation" = 1 ORDER BY "e"."id" LIMIT 8`,
      )
      .all(groupId)
      .map((row) => row.name);
    const nestedItems = sqlite
      .prepare(
        `WITH RECURSIVE "below"("id") AS (SELECT ? UNION
           SELECT "c"."id" FROM "below" JOIN "Entity" AS "c" ON "c"."parentId" = "below"."id")
         SELECT COUNT(*) AS "n" FROM "below" JOIN "Entity" AS "e" ON "e"."id" = "below"."id"
         JOIN "EntityType" AS "t" ON "t"."id" = "e"."entityTypeId" WHERE "t"."isLocation" = 0 AND "e"."archived" = 0`,
      )
      .get(nestedLocationId).n;
    return {
      bigLocationId,
      itemIds,
      nestedLocationId,
      nestedSubLocations: subtree.length - 1,
      nestedItems,
      rootNames,
      tagNames,
      locationNames,
    };
  } finally {
    sqlite.close();
  }
}

async function prepare() {
  if (keptDir && existsSync(seedFile)) {
    log(`reusing ${dataDir}`);
    return JSON.parse(readFileSync(seedFile, "utf8"));
  }
  mkdirSync(dataDir, { recursive: true });
  const server = await startCairn({ dataDir, log });
  let user;
  try {
    user = await registerBenchUser(server.baseUrl);
  } finally {
    await server.stop();
  }
  log(`seeding ${entities} entities`);
  const seed = await seedBenchInventory({
    databaseUrl: `file:${databaseFile}`,
    userId: user.userId,
    groupId: user.groupId,
    entities,
    locations: 2000,
    tags: 200,
    log,
  });
  const big = fillBigLocation(user.groupId, seed.locationIds);
  log(`seeded in ${(seed.ms / 1000).toFixed(1)} s; ${big.itemIds.length} items moved into one location`);
  const prepared = { user, entities, searchTerms: seed.searchTerms, locationCount: seed.locations, ...big };
  writeFileSync(seedFile, JSON.stringify(prepared));
  return prepared;
}

function summary(samples) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (fraction) => sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)];
  return { samples: sorted.length, p50: at(0.5), p95: at(0.95), max: sorted[sorted.length - 1] };
}

/** Types each term into the combobox and times until an option containing it is shown. */
async function timePicker(page, { name, url, combobox, terms }) {
  await page.goto(url);
  const box = combobox(page);
  await box.waitFor({ timeout: 15_000 });
  const samples = [];
  for (const term of terms) {
    await box.fill("");
    await box.focus();
    const began = performance.now();
    await box.fill(term);
    await page
      .getByRole("option")
      .filter({ hasText: new RegExp(term.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"), "i") })
      .first()
      .waitFor({ timeout: 10_000 });
    samples.push(Math.round(performance.now() - began));
  }
  return { name, url, ...summary(samples) };
}

async function timeBigLocation(page, bigLocationId, itemIds) {
  const samples = [];
  for (let round = 0; round < ROUNDS; round++) {
    const began = performance.now();
    await page.goto(`/entities/${bigLocationId}`, { waitUntil: "commit" });
    await page.waitForFunction(
      (ids) => {
        const inside = new Set(ids);
        return [...document.querySelectorAll('main a[href^="/entities/"]')].some((link) =>
          inside.has(link.getAttribute("href").slice("/entities/".length)),
        );
      },
      itemIds,
      { timeout: 15_000, polling: 20 },
    );
    samples.push(Math.round(performance.now() - began));
  }
  return summary(samples);
}

/** The page of a location holding 20k items in its sub-locations, until its nested totals show. */
async function timeNestedLocation(page, nestedLocationId, nestedItems) {
  const expected = nestedItems.toLocaleString("en");
  const samples = [];
  for (let round = 0; round < ROUNDS; round++) {
    const began = performance.now();
    await page.goto(`/entities/${nestedLocationId}`, { waitUntil: "commit" });
    await page
      .getByRole("region", { name: "Everything inside" })
      .getByRole("definition")
      .filter({ hasText: new RegExp(`^${expected}$`) })
      .first()
      .waitFor({ timeout: 15_000 });
    samples.push(Math.round(performance.now() - began));
  }
  return { items: nestedItems, ...summary(samples) };
}

/** The whole list (every item, first page) until its totals over all of them show. */
async function timeListWithTotals(page) {
  const samples = [];
  for (let round = 0; round < ROUNDS; round++) {
    const began = performance.now();
    await page.goto("/entities", { waitUntil: "commit" });
    await page.getByLabel("Totals of the whole list").waitFor({ timeout: 15_000 });
    samples.push(Math.round(performance.now() - began));
  }
  return summary(samples);
}

async function timeTree(page, rootNames) {
  const samples = [];
  for (let round = 0; round < ROUNDS; round++) {
    const began = performance.now();
    await page.goto("/locations", { waitUntil: "commit" });
    await page
      .getByRole("main")
      .getByText(rootNames[0], { exact: true })
      .first()
      .waitFor({ timeout: 15_000 });
    samples.push(Math.round(performance.now() - began));
  }
  const renderedLinks = await page.locator('main a[href^="/entities/"]').count();
  return { ...summary(samples), renderedLocationLinks: renderedLinks };
}

/** Quick add with photo, name and a location, "Save and add another" until the sheet says it is saved. */
async function timeQuickAdd(page, locationName) {
  await page.goto("/dashboard");
  await page.getByRole("button", { name: "Quick add" }).click();
  const sheet = page.getByRole("dialog", { name: "Quick add" });
  await sheet.getByRole("combobox", { name: "Location" }).fill(locationName);
  await sheet.getByRole("option").filter({ hasText: locationName }).first().click();
  const samples = [];
  for (let round = 0; round < QUICK_ADD_ROUNDS; round++) {
    const name = `Quick add ${stamp} ${round}`;
    await sheet.getByLabel("Add photo").setInputFiles(PHOTO);
    await sheet.getByLabel("Name", { exact: true }).fill(name);
    const began = performance.now();
    await sheet.getByRole("button", { name: "Save and add another" }).click();
    await sheet.getByRole("status").filter({ hasText: name }).waitFor({ timeout: 15_000 });
    samples.push(Math.round(performance.now() - began));
  }
  return summary(samples);
}

/** The page a failed measurement leaves behind is saved, so a failure shows what the browser showed. */
let pageOfAttempts = null;

async function attempt(label, work) {
  try {
    const result = await work();
    log(`${label}: ${JSON.stringify(result)}`);
    return result;
  } catch (error) {
    log(`${label}: FAILED ${error instanceof Error ? error.message.split("\n")[0] : error}`);
    if (pageOfAttempts) {
      const shot = path.join(dataDir, `failed-${label.replace(/[^a-z0-9]+/gi, "-").slice(0, 60)}.png`);
      await pageOfAttempts.screenshot({ path: shot, fullPage: true }).catch(() => {});
      log(`  the page as it was: ${shot}`);
    }
    return { error: String(error instanceof Error ? error.message.split("\n")[0] : error) };
  }
}

async function main() {
  const prepared = await prepare();
  const server = await startCairn({ dataDir, log });
  const browser = await chromium.launch({
    executablePath: "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--no-first-run"],
  });
  try {
    const context = await browser.newContext({
      baseURL: server.baseUrl,
      viewport: { width: 1280, height: 800 },
    });
    const page = await context.newPage();
    pageOfAttempts = page;
    await page.goto("/login");
    await page.getByLabel("Email", { exact: true }).fill(prepared.user.email);
    await page.getByLabel("Password", { exact: true }).fill(prepared.user.password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.waitForURL((url) => !url.pathname.startsWith("/login"));
    // One visit of each page first: the server's first render of a route is not what people wait for.
    for (const url of [
      "/entities",
      "/entities/new",
      "/locations",
      `/entities/${prepared.bigLocationId}`,
      `/entities/${prepared.nestedLocationId}`,
    ])
      await page.goto(url).catch(() => {});

    const terms = prepared.searchTerms.slice(0, 8);
    const fragment = (names) => names.map((name) => name.split(/\s+/)[0].slice(0, 5));
    const results = {
      pickers: [
        await attempt("location picker (editor)", () =>
          timePicker(page, {
            name: "location picker",
            url: "/entities/new",
            combobox: (p) => p.getByRole("combobox", { name: "Location", exact: true }),
            terms,
          }),
        ),
        await attempt("location filter (list)", () =>
          timePicker(page, {
            name: "location filter",
            url: "/entities",
            combobox: (p) => p.getByRole("combobox", { name: /location/i }).first(),
            terms: fragment(prepared.locationNames),
          }),
        ),
        await attempt("header search suggestions", () =>
          timePicker(page, {
            name: "header search",
            url: "/dashboard",
            combobox: (p) => p.getByRole("combobox", { name: "Search everything" }),
            terms,
          }),
        ),
        await attempt("tag picker (editor)", () =>
          timePicker(page, {
            name: "tag picker",
            url: "/entities/new",
            combobox: (p) => p.getByRole("combobox", { name: /tag/i }).first(),
            terms: fragment(prepared.tagNames),
          }),
        ),
      ],
      bigLocation: await attempt(`location holding ${prepared.itemIds.length} items, first page`, () =>
        timeBigLocation(page, prepared.bigLocationId, prepared.itemIds),
      ),
      nestedLocation: await attempt(
        `location holding ${prepared.nestedItems} items in ${prepared.nestedSubLocations} sub-locations, totals shown`,
        () => timeNestedLocation(page, prepared.nestedLocationId, prepared.nestedItems),
      ),
      tree: await attempt("location tree, first paint", () => timeTree(page, prepared.rootNames)),
      quickAdd: await attempt("quick add (photo, name, location) to saved", () =>
        timeQuickAdd(page, prepared.locationNames[0]),
      ),
      listWithTotals: await attempt(`list of all ${prepared.entities ?? entities} with totals`, () =>
        timeListWithTotals(page),
      ),
    };
    const verdicts = [
      ...results.pickers.map((picker) => [
        `${picker.name ?? "picker"} p95 ≤ ${TARGETS.pickerMs} ms`,
        picker.p95 !== undefined && picker.p95 <= TARGETS.pickerMs,
      ]),
      [
        `big location p95 ≤ ${TARGETS.bigLocationMs} ms`,
        (results.bigLocation.p95 ?? Infinity) <= TARGETS.bigLocationMs,
      ],
      [
        `nested location p95 ≤ ${TARGETS.bigLocationMs} ms`,
        (results.nestedLocation.p95 ?? Infinity) <= TARGETS.bigLocationMs,
      ],
      [
        `quick add to saved p95 ≤ ${TARGETS.quickAddMs} ms`,
        (results.quickAdd.p95 ?? Infinity) <= TARGETS.quickAddMs,
      ],
      [
        `list with totals p95 ≤ ${TARGETS.bigLocationMs} ms`,
        (results.listWithTotals.p95 ?? Infinity) <= TARGETS.bigLocationMs,
      ],
    ];
    for (const [label, ok] of verdicts) console.log(`${ok ? "ok    " : "MISSED"} ${label}`);
    const file = path.join(root, "bench", "results", `${stamp}-ui-sqlite.json`);
    writeFileSync(
      file,
      JSON.stringify(
        {
          date: new Date().toISOString(),
          entities: prepared.entities ?? entities,
          bigLocationItems: prepared.itemIds.length,
          locations: prepared.locationCount,
          targets: TARGETS,
          results,
        },
        null,
        2,
      ),
    );
    console.log(`results: ${path.relative(root, file)}`);
  } finally {
    await browser.close();
    await server.stop();
    await stopAll();
    if (!keptDir && !keepData) rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
