import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { homeboxCsvFiles } from "@/bench/seed/homebox-csv";
import { startLimitServer } from "@/bench/processes.mjs";
import { api, baseUrl } from "./client";
import { createEntity, createLocation, insertAttachment, newHome, type Home } from "./entities-fixtures";

/**
 * The benchmark's limit server (bench/limit-server.mjs) is the speed limit the app's list and search
 * are held to, so it must give the app's answers: a page that counts fewer matches or other rows is
 * cheaper and makes the comparison wrong. Both run here on the suite's database, each request is sent
 * to both, and the JSON must be the same. Shaped like the bench's own data: a HomeBox CSV from the
 * bench's generator (nested location paths, tags, custom fields, notes), imported through the API.
 */
let home: Home;
let other: Home;
let starting: ReturnType<typeof startLimitServer> | undefined;
let limit: Awaited<ReturnType<typeof startLimitServer>> | undefined;
const ip = `10.19.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;

async function importCsv(user: Home, csv: string) {
  const form = new FormData();
  form.set("csv", new Blob([csv], { type: "text/csv" }), "inventory.csv");
  const response = await fetch(`${baseUrl()}/api/v1/entities/import`, {
    method: "POST",
    headers: { Authorization: user.token, "X-Forwarded-For": ip },
    body: form,
  });
  if (response.status !== 204) throw new Error(`import: ${response.status} ${await response.text()}`);
}

/** The same request to the app and to the limit server: both statuses and bodies. */
async function both(user: Home, query: string) {
  const path = `/v1/entities${query ? `?${query}` : ""}`;
  const app = await api(path, { token: user.token });
  const response = await fetch(`${limit!.baseUrl}/api${path}`, { headers: { Authorization: user.token } });
  return { app, limit: { status: response.status, body: await response.json() } };
}

beforeAll(async () => {
  // The limit server keeps nothing read before the data changes: it may start while the data comes.
  starting = startLimitServer({ databaseUrl: inject("databaseUrl"), log: () => {} });
  [home, other] = await Promise.all([newHome(), newHome()]);
  const [csv] = [...homeboxCsvFiles({ rows: 150, rowsPerFile: 150, locations: 12, tags: 12, seed: 19 })];
  await importCsv(home, csv!);
  // An item holding items (its contents are found through its name too), sold, with a photo and
  // its thumbnail; and the other group's entities with the same words, which must never show in the
  // first group's answers.
  const toolbox = await createEntity(home, { name: "Red toolbox", description: "Garage corner" });
  await createEntity(home, { name: "Socket set", parentId: toolbox.id });
  const sold = await api(`/v1/entities/${toolbox.id}`, {
    method: "PATCH",
    token: home.token,
    body: { purchasePrice: 49.95, soldDate: "2026-01-02" },
  });
  if (sold.status !== 200) throw new Error(`patch: ${sold.status} ${sold.text}`);
  const thumbnail = await insertAttachment(home, toolbox.id, { type: "thumbnail" });
  await insertAttachment(home, toolbox.id, { primary: true, thumbnailId: thumbnail });
  const shed = await createLocation(other, "Garage of the neighbour");
  await createEntity(other, { name: "Borrowed drill", parentId: shed.id });
  limit = await starting;
});

afterAll(async () => {
  await (await starting?.catch(() => undefined))?.stop();
});

describe("the bench's limit server answers GET /v1/entities as the app does", () => {
  it.each([
    ["the first page of 7", "page=1&pageSize=7"],
    ["the second page of 7", "page=2&pageSize=7"],
    ["a page of 50", "pageSize=50"],
    ["a page past the end", "page=9&pageSize=50"],
    ["no paging", ""],
    ["a name", "q=drill"],
    ["a name, second page", "q=drill&page=2&pageSize=7"],
    ["a description", "q=renovation&pageSize=50"],
    ["a container's name: what is inside it too", "q=garage&pageSize=50"],
    ["a container's name, second page", "q=garage&page=2&pageSize=7"],
    ["an item holding items", "q=toolbox"],
    ["a tag and location word", "q=kitchen&pageSize=50"],
    ["a short term (no trigram)", "q=sh&pageSize=50"],
    ["text with spaces around it", "q=%20%20drill%20&pageSize=7"],
    ["no match", "q=nothing-is-called-this"],
    ["an asset number that no entity has", "q=%23999-999"],
  ])("%s (%s)", async (_label, query) => {
    const { app, limit: answer } = await both(home, query);
    expect(app.status).toBe(200);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual(app.body);
  });

  it("an entity's own asset number (`#000-012`)", async () => {
    const numbered = (await api("/v1/entities?pageSize=50", { token: home.token })).body.items.find(
      (item: { assetId: string }) => item.assetId !== "",
    );
    const { app, limit: answer } = await both(home, `q=${encodeURIComponent(`#${numbered.assetId}`)}`);
    expect(app.body.total).toBe(1);
    expect(answer.body).toEqual(app.body);
  });

  it("has data to compare: the searches find rows, across pages", async () => {
    const { app } = await both(home, "q=garage&pageSize=7");
    expect(app.body.total).toBeGreaterThan(7);
    expect((await both(home, "q=drill&pageSize=7")).app.body.total).toBeGreaterThan(0);
    const toolbox = (await both(home, "q=toolbox")).app.body.items.find(
      (item: { name: string }) => item.name === "Red toolbox",
    );
    expect(toolbox).toMatchObject({ soldDate: "2026-01-02", purchasePrice: 49.95 });
    expect(toolbox.imageId).toBeTruthy();
    expect(toolbox.thumbnailId).toBeTruthy();
  });

  it("answers another group's token with that group's entities only", async () => {
    for (const query of ["q=garage", "q=drill&pageSize=7", "pageSize=50"]) {
      const { app, limit: answer } = await both(other, query);
      expect(answer.body).toEqual(app.body);
      expect(JSON.stringify(app.body)).not.toContain("Red toolbox");
    }
    expect(
      (await both(other, "q=drill")).limit.body.items.map((item: { name: string }) => item.name),
    ).toEqual(["Borrowed drill"]);
  });

  it("refuses a request without a valid token, as the app does", async () => {
    const app = await api("/v1/entities", { token: "Bearer not-a-token" });
    const response = await fetch(`${limit!.baseUrl}/api/v1/entities`, {
      headers: { Authorization: "Bearer not-a-token" },
    });
    expect(app.status).toBe(401);
    expect(response.status).toBe(401);
  });
});
