import { createHash, randomUUID } from "node:crypto";
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { buffer } from "node:stream/consumers";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { inject } from "vitest";
import yazl from "yazl";
import { expectHomeBoxShape } from "../support/openapi-shape";
import { api, baseUrl, expectErrorBody, newUser, type TestUser } from "./client";
import {
  createEntity,
  createLocation,
  createTag,
  newHome,
  sql,
  sqlNumber,
  type Home,
} from "./entities-fixtures";

const ip = `10.78.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
const sha256 = (content: Buffer) => createHash("sha256").update(content).digest("hex");
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;

async function ok<T = any>(
  label: string,
  path: string,
  user: TestUser,
  options: Record<string, unknown> = {},
) {
  const response = await api<T>(path, { token: user.token, ip, ...options });
  if (response.status >= 300) throw new Error(`${label}: ${response.status} ${response.text}`);
  return response.body;
}

async function upload(user: TestUser, entityId: string, content: Buffer, fileName: string, extra = {}) {
  const form = new FormData();
  form.set("name", fileName);
  for (const [key, value] of Object.entries(extra)) form.set(key, String(value));
  form.set("file", new Blob([new Uint8Array(content)]), fileName);
  const response = await fetch(`${baseUrl()}/api/v1/entities/${entityId}/attachments`, {
    method: "POST",
    headers: { Authorization: user.token, "X-Forwarded-For": ip },
    body: form,
  });
  if (response.status !== 201) throw new Error(`upload: ${response.status} ${await response.text()}`);
  return response.json();
}

async function postImport(user: TestUser, zip: Buffer) {
  const form = new FormData();
  form.set("file", new Blob([new Uint8Array(zip)], { type: "application/zip" }), "backup.zip");
  const response = await fetch(`${baseUrl()}/api/v1/group/import`, {
    method: "POST",
    headers: { Authorization: user.token, "X-Forwarded-For": ip },
    body: form,
  });
  const text = await response.text();
  let body: any;
  try {
    body = JSON.parse(text);
  } catch {
    body = undefined;
  }
  return { status: response.status, body, text, headers: response.headers };
}

async function fetchBytes(user: TestUser, path: string) {
  const response = await fetch(`${baseUrl()}/api${path}`, {
    headers: { Authorization: user.token, "X-Forwarded-For": ip },
    redirect: "manual",
  });
  return {
    status: response.status,
    headers: response.headers,
    bytes: Buffer.from(await response.arrayBuffer()),
  };
}

async function waitForJob(user: TestUser, id: string, until = ["completed", "failed"]) {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const job = await ok("job", `/v1/group/exports/${id}`, user);
    if (until.includes(job.status)) return job;
    if (Date.now() > deadline) throw new Error(`job ${id} still ${job.status} after 60 s`);
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
}

async function importZip(user: TestUser, zip: Buffer) {
  const started = await postImport(user, zip);
  // A file that is no zip, or a zip bomb by its directory, is refused before any job starts.
  if (started.status === 422) return { status: "failed", error: started.body.error as string };
  if (started.status !== 202) throw new Error(`import: ${started.status} ${started.text}`);
  expect(started.body.kind).toBe("import");
  return waitForJob(user, started.body.id);
}

/** Drops ids and timestamps, and sorts lists whose order follows ids (not custom fields). */
function normalize(value: unknown, key = ""): unknown {
  if (typeof value === "string") return value.replace(UUID, "<id>");
  if (Array.isArray(value)) {
    const items = value.map((item) => normalize(item));
    if (key === "fields") return items;
    return items.sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
  }
  if (value && typeof value === "object") {
    const out: Record<string, unknown> = {};
    for (const [name, item] of Object.entries(value).sort(([a], [b]) => a.localeCompare(b))) {
      if (["id", "createdAt", "updatedAt", "created_at", "updated_at"].includes(name)) continue;
      out[name] = normalize(item, name);
    }
    return out;
  }
  return value;
}

/** Everything the API shows of a group, plus every attachment's bytes, comparable across groups. */
async function snapshot(user: TestUser) {
  const listed = [
    ...(await ok("items", "/v1/entities?pageSize=1000&includeArchived=true", user)).items,
    ...(await ok("locations", "/v1/entities?isLocation=true&pageSize=1000&includeArchived=true", user)).items,
  ];
  const entities: Record<string, unknown> = {};
  const files: Record<string, string> = {};
  for (const { id } of listed) {
    const entity = await ok("entity", `/v1/entities/${id}`, user);
    entities[entity.name] = normalize(entity);
    for (const attachment of entity.attachments) {
      const answer = await fetchBytes(user, `/v1/entities/${id}/attachments/${attachment.id}`);
      files[`${entity.name}/${attachment.title}`] =
        answer.status === 302 ? `link ${answer.headers.get("location")}` : sha256(answer.bytes);
    }
  }
  const templates = [];
  for (const { id } of await ok("templates", "/v1/templates", user)) {
    templates.push(await ok("template", `/v1/templates/${id}`, user));
  }
  const group = await ok("group", "/v1/groups", user);
  return {
    entities,
    files,
    tags: normalize(await ok("tags", "/v1/tags", user)),
    types: normalize(await ok("types", "/v1/entity-types", user)),
    templates: normalize(templates),
    maintenance: normalize(await ok("maintenance", "/v1/maintenance", user)),
    // Who lent it is a member of the source group only: a restore elsewhere keeps no such link.
    loans: normalize(
      (await ok("loans", "/v1/loans?state=all", user)).items.map(({ checkedOutBy: _, ...loan }: any) => loan),
    ),
    tree: normalize(await ok("tree", "/v1/entities/tree?withItems=true", user)),
    statistics: normalize(await ok("statistics", "/v1/groups/statistics", user)),
    currency: group.currency,
  };
}

async function waitForThumbnail(user: TestUser, entityId: string) {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const entity = await ok("entity", `/v1/entities/${entityId}`, user);
    if (entity.attachments.some((attachment: any) => attachment.thumbnail)) return;
    if (Date.now() > deadline) throw new Error("no thumbnail after 20 s");
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const RECORD_FILES = [
  "entity-types",
  "tags",
  "entities",
  "entity-fields",
  "entity-tags",
  "templates",
  "template-fields",
  "template-tags",
  "entity-type-templates",
  "maintenance",
  "attachments",
];

async function zipOf(entries: Record<string, Buffer | string>): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  for (const [name, content] of Object.entries(entries)) zip.addBuffer(Buffer.from(content), name);
  zip.end();
  return buffer(zip.outputStream as NodeJS.ReadableStream);
}

const manifestOf = (counts: Record<string, number>, extra: Record<string, unknown> = {}) =>
  JSON.stringify({
    format: "cairn-collection",
    formatVersion: 1,
    app: { name: "cairn", version: "0.1.0" },
    exportedAt: new Date().toISOString(),
    group: { name: "Crafted", currency: "USD", lastAssetId: 0 },
    counts,
    ...extra,
  });

/** A hand-made archive: the given records (all other record files empty) and extra entries. */
async function craftZip(
  records: Record<string, object[]>,
  options: { manifest?: Record<string, unknown>; extra?: Record<string, Buffer> } = {},
): Promise<Buffer> {
  const entries: Record<string, Buffer | string> = {};
  const counts: Record<string, number> = {};
  for (const file of RECORD_FILES) {
    const rows = records[file] ?? [];
    counts[file] = rows.length;
    entries[`records/${file}.jsonl`] = rows.map((row) => `${JSON.stringify(row)}\n`).join("");
  }
  entries["manifest.json"] = manifestOf(counts, options.manifest);
  return zipOf({ ...entries, ...options.extra });
}

const stamps = { createdAt: "2026-01-01T00:00:00.000Z", updatedAt: "2026-01-01T00:00:00.000Z" };
const itemType = { id: "type-1", name: "Item", description: "", icon: "", isLocation: false, ...stamps };
function craftedEntity(id: string, extra: Record<string, unknown> = {}) {
  return {
    id,
    entityTypeId: "type-1",
    parentId: null,
    name: id,
    description: "",
    importRef: null,
    assetId: null,
    archived: false,
    quantity: 1,
    insured: false,
    notes: "",
    serialNumber: "",
    modelNumber: "",
    manufacturer: "",
    lifetimeWarranty: false,
    warrantyExpires: null,
    warrantyDetails: "",
    purchaseDate: null,
    purchaseFrom: "",
    purchasePrice: "0",
    soldDate: null,
    soldTo: "",
    soldPrice: "0",
    soldNotes: "",
    syncChildEntityLocations: false,
    ...stamps,
    ...extra,
  };
}

/** The group holds exactly what a new home is seeded with. */
async function expectSeededOnly(user: Home) {
  expect(await sqlNumber(`SELECT COUNT(*) FROM "Entity" WHERE "groupId" = ?`, [user.groupId])).toBe(8);
  expect(await sqlNumber(`SELECT COUNT(*) FROM "Tag" WHERE "groupId" = ?`, [user.groupId])).toBe(6);
  expect(await sqlNumber(`SELECT COUNT(*) FROM "EntityType" WHERE "groupId" = ?`, [user.groupId])).toBe(2);
  expect(await sqlNumber(`SELECT COUNT(*) FROM "Attachment" WHERE "groupId" = ?`, [user.groupId])).toBe(0);
  const folder = path.join(inject("dataDir"), "files", user.groupId);
  expect(existsSync(folder) ? readdirSync(folder) : []).toEqual([]);
}

let owner: Home;
let png: Buffer;
const manual = Buffer.from(
  "%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n",
);
const notes = Buffer.from("Torque: 35 Nm ✓\n");
let backup: Buffer;

beforeAll(async () => {
  owner = await newHome();
  png = await sharp({
    create: { width: 320, height: 240, channels: 3, background: { r: 10, g: 90, b: 200 } },
  })
    .png()
    .toBuffer();

  await ok("currency", "/v1/groups", owner, { method: "PUT", body: { name: "Workshop", currency: "EUR" } });
  const electronics = (await ok("tags", "/v1/tags", owner)).find((tag: any) => tag.name === "Electronics").id;
  const tools = await createTag(owner, "Tools");
  const power = await createTag(owner, "Power", tools);
  const shed = await createLocation(owner, "Shed", owner.locationIds["Garage"]);
  const shelf = await createLocation(owner, "Shelf", shed.id);

  const drill = await createEntity(owner, { name: "Drill", parentId: shelf.id });
  const drillBody = {
    name: "Drill",
    parentId: shelf.id,
    description: "Cordless drill",
    quantity: 2,
    tagIds: [power, electronics],
    serialNumber: "SN-1",
    manufacturer: "Acme",
    purchasePrice: 129.99,
    purchaseDate: "2025-03-04",
    warrantyExpires: "2027-03-04",
    insured: true,
    assetId: 42,
    notes: "keep dry",
    // Cairn's consumable fields (lib/stock) are part of the backup too.
    minQuantity: 3,
    unit: "pcs",
    fields: [
      { name: "Voltage", type: "text", textValue: "18V" },
      { name: "Torque", type: "number", numberValue: 35 },
      { name: "Cordless", type: "boolean", booleanValue: true },
      { name: "Anchor", type: "text", textValue: "last" },
    ],
  };
  await ok("drill", `/v1/entities/${drill.id}`, owner, { method: "PUT", body: drillBody });
  await sql(`UPDATE "Entity" SET "importRef" = ? WHERE "id" = ?`, ["ref-drill", drill.id]);
  const battery = await createEntity(owner, { name: "Battery", parentId: drill.id, tagIds: [tools] });
  await ok("battery", `/v1/entities/${battery.id}`, owner, {
    method: "PUT",
    body: {
      name: "Battery",
      parentId: drill.id,
      tagIds: [tools],
      archived: true,
      soldPrice: 5,
      soldTo: "Sam",
    },
  });
  await ok("maintenance", `/v1/entities/${drill.id}/maintenance`, owner, {
    method: "POST",
    body: { name: "Oil the chuck", scheduledDate: "2026-12-01", cost: "12.50", description: "light oil" },
  });
  // Lending (Cairn): one loan still out with a due date, one back with its condition.
  const lent = await ok("loan", `/v1/entities/${drill.id}/loans`, owner, {
    method: "POST",
    body: {
      borrowerName: "Neighbour",
      borrowerContact: "n@example.com",
      dueDate: "2026-12-24",
      note: "bits",
    },
  });
  const back = await ok("loan", `/v1/entities/${battery.id}/loans`, owner, {
    method: "POST",
    body: { borrowerName: "Sam" },
  });
  await ok("return", `/v1/loans/${back.id}/return`, owner, {
    method: "POST",
    body: { returnNote: "scuffed" },
  });
  expect(lent.borrower.name).toBe("Neighbour");
  await upload(owner, drill.id, png, "drill.png", { primary: "true" });
  await upload(owner, drill.id, manual, "manual.pdf", { type: "manual" });
  await upload(owner, battery.id, notes, "notes.txt");
  await upload(owner, shed.id, png, "shed.png");
  // A second photo moved in front of the first: the order is Cairn's and must survive a restore.
  const withSide = await upload(owner, drill.id, png, "drill-side.png", { type: "photo" });
  const side = withSide.attachments.find((attachment: any) => attachment.title === "drill-side.png");
  await ok("photo order", `/v1/entities/${drill.id}/attachments/${side.id}`, owner, {
    method: "PUT",
    body: { title: "drill-side.png", type: "photo", position: 0 },
  });
  await ok("link", `/v1/entities/${drill.id}/attachments/external`, owner, {
    method: "POST",
    body: { source_type: "link", external_id: "https://example.com/drill", title: "Online manual" },
  });
  await waitForThumbnail(owner, drill.id);
  await waitForThumbnail(owner, shed.id);

  const template = await ok("template", "/v1/templates", owner, {
    method: "POST",
    body: {
      name: "Power tool",
      defaultName: "Tool",
      defaultLocationId: shed.id,
      defaultTagIds: [power],
      defaultQuantity: 1,
      fields: [
        { name: "Voltage", type: "text", textValue: "" },
        { name: "Watts", type: "number", numberValue: 500 },
      ],
    },
  });
  const powerType = await ok("type", "/v1/entity-types", owner, {
    method: "POST",
    body: { name: "Power tool", icon: "bolt", defaultTemplateId: template.id },
  });
  await createEntity(owner, { name: "Saw", entityTypeId: powerType.id, parentId: shed.id });
}, 120_000);

describe("collection backup", () => {
  it("exports a zip through a job shaped as HomeBox's repo.ExportOut", async () => {
    const started = await api("/v1/group/exports", { method: "POST", token: owner.token, ip });
    expect(started.status).toBe(202);
    expectHomeBoxShape(started.body, "repo.ExportOut");
    expect(started.body).toMatchObject({ kind: "export", groupId: owner.groupId });
    expect(["pending", "running", "completed"]).toContain(started.body.status);

    const job = await waitForJob(owner, started.body.id);
    expect(job).toMatchObject({ status: "completed", progress: 100 });
    expect(job.artifactPath).toBe(`${owner.groupId}/exports/${job.id}.zip`);
    expectHomeBoxShape(job, "repo.ExportOut");
    const listed = await ok("list", "/v1/group/exports", owner);
    expect(listed.items.map((item: any) => item.id)).toContain(job.id);

    const download = await fetchBytes(owner, `/v1/group/exports/${job.id}/download`);
    expect(download.status).toBe(200);
    expect(download.bytes.subarray(0, 2).toString()).toBe("PK");
    expect(download.headers.get("content-disposition")).toMatch(/^attachment; filename="cairn-backup-/);
    backup = download.bytes;

    const removed = await api(`/v1/group/exports/${job.id}`, { method: "DELETE", token: owner.token, ip });
    expect(removed.status).toBe(204);
    expect(existsSync(path.join(inject("dataDir"), "files", owner.groupId, "exports", `${job.id}.zip`))).toBe(
      false,
    );
    expectErrorBody(await api(`/v1/group/exports/${job.id}`, { token: owner.token, ip }), 404);
  });

  it("answers 409 for the download of a job that has not completed, and hides other groups' jobs", async () => {
    const id = randomUUID();
    const now = new Date().toISOString();
    const stamp = inject("databaseKind") === "sqlite" ? now.replace("Z", "+00:00") : now;
    await sql(
      `INSERT INTO "CollectionExport" ("id", "groupId", "kind", "status", "createdAt", "updatedAt") VALUES (?, ?, 'export', 'running', ?, ?)`,
      [id, owner.groupId, stamp, stamp],
    );
    expectErrorBody(await api(`/v1/group/exports/${id}/download`, { token: owner.token, ip }), 409);
    expectErrorBody(await api(`/v1/group/exports/${id}`, { method: "DELETE", token: owner.token, ip }), 409);
    const stranger = await newUser();
    expectErrorBody(await api(`/v1/group/exports/${id}`, { token: stranger.token, ip }), 404);
    await sql(`DELETE FROM "CollectionExport" WHERE "id" = ?`, [id]);
  });

  it("marks a job interrupted by a restart as failed instead of leaving it running", async () => {
    const id = randomUUID();
    const old = new Date(Date.now() - 30 * 60_000).toISOString();
    const stamp = inject("databaseKind") === "sqlite" ? old.replace("Z", "+00:00") : old;
    await sql(
      `INSERT INTO "CollectionExport" ("id", "groupId", "kind", "status", "createdAt", "updatedAt") VALUES (?, ?, 'export', 'running', ?, ?)`,
      [id, owner.groupId, stamp, stamp],
    );
    const listed = await ok("list", "/v1/group/exports", owner);
    const job = listed.items.find((item: any) => item.id === id);
    expect(job).toMatchObject({ status: "failed", error: expect.stringMatching(/interrupted/) });
    expect((await api(`/v1/group/exports/${id}`, { method: "DELETE", token: owner.token, ip })).status).toBe(
      204,
    );
  });
});

describe("collection backup limits and files of deleted groups", () => {
  const filesOf = (groupId: string) => path.join(inject("dataDir"), "files", groupId);
  const exportZip = (groupId: string, jobId: string) =>
    path.join(filesOf(groupId), "exports", `${jobId}.zip`);

  async function exportNow(user: TestUser) {
    const started = await api("/v1/group/exports", { method: "POST", token: user.token, ip });
    if (started.status !== 202) throw new Error(`export: ${started.status} ${started.text}`);
    return waitForJob(user, started.body.id);
  }

  it("runs one export per group at a time (409 for a second while one runs)", async () => {
    const home = await newHome();
    const id = randomUUID();
    const now = new Date().toISOString();
    const stamp = inject("databaseKind") === "sqlite" ? now.replace("Z", "+00:00") : now;
    await sql(
      `INSERT INTO "CollectionExport" ("id", "groupId", "kind", "status", "createdAt", "updatedAt") VALUES (?, ?, 'export', 'running', ?, ?)`,
      [id, home.groupId, stamp, stamp],
    );
    const second = await api("/v1/group/exports", { method: "POST", token: home.token, ip });
    expectErrorBody(second, 409);
    expect(second.body.error).toMatch(/already running/);
    expect(
      await sqlNumber(`SELECT COUNT(*) FROM "CollectionExport" WHERE "groupId" = ?`, [home.groupId]),
    ).toBe(1);
    // Another group is not held up.
    expect((await exportNow(await newHome())).status).toBe("completed");
    await sql(`DELETE FROM "CollectionExport" WHERE "id" = ?`, [id]);
    expect((await exportNow(home)).status).toBe("completed");
  });

  it("keeps the newest 5 backups: a sixth removes the oldest with its zip", async () => {
    const home = await newHome();
    const jobs = [];
    for (let i = 0; i < 6; i++) jobs.push(await exportNow(home));
    expect(jobs.every((job) => job.status === "completed")).toBe(true);
    const listed = await ok("list", "/v1/group/exports", home);
    expect(listed.items.map((item: any) => item.id).sort()).toEqual(
      jobs
        .slice(1)
        .map((job) => job.id)
        .sort(),
    );
    expect(existsSync(exportZip(home.groupId, jobs[0].id))).toBe(false);
    for (const job of jobs.slice(1)) expect(existsSync(exportZip(home.groupId, job.id))).toBe(true);
  });

  it("removes the files and backups of a deleted group", async () => {
    const home = await newHome();
    const item = await createEntity(home, { name: "Receipt holder" });
    await upload(home, item.id, notes, "receipt.txt");
    const job = await exportNow(home);
    expect(existsSync(path.join(filesOf(home.groupId), sha256(notes)))).toBe(true);
    expect(existsSync(exportZip(home.groupId, job.id))).toBe(true);
    // A second group to fall back to, so the first can go.
    await ok("group", "/v1/groups", home, { method: "POST", body: { name: "Elsewhere" } });
    const deleted = await api("/v1/groups", {
      method: "DELETE",
      token: home.token,
      ip,
      headers: { "X-Tenant": home.groupId },
    });
    expect(deleted.status).toBe(204);
    expect(existsSync(filesOf(home.groupId))).toBe(false);
  });

  it("removes the files of the groups a deleted account was alone in", async () => {
    const home = await newHome();
    const item = await createEntity(home, { name: "Lamp" });
    await upload(home, item.id, manual, "lamp.pdf", { type: "manual" });
    await exportNow(home);
    expect(readdirSync(filesOf(home.groupId)).length).toBeGreaterThan(0);
    expect((await api("/v1/users/self", { method: "DELETE", token: home.token, ip })).status).toBe(204);
    expect(existsSync(filesOf(home.groupId))).toBe(false);
  });
});

describe("collection restore", () => {
  it("restores every record, relation, custom field, asset id and file into other groups", async () => {
    const before = await snapshot(owner);
    expect(Object.keys(before.entities)).toEqual(
      expect.arrayContaining(["Drill", "Battery", "Saw", "Shed", "Shelf", "Garage"]),
    );
    expect(Object.keys(before.files)).toHaveLength(6);
    for (let round = 0; round < 2; round++) {
      const target = await newHome();
      const job = await importZip(target, backup);
      expect(job).toMatchObject({ status: "completed", progress: 100, error: "", kind: "import" });
      expectHomeBoxShape(job, "repo.ExportOut");
      const after = await snapshot(target);
      expect(after).toEqual(before);
      expect(Object.keys(after.entities).sort()).toEqual(Object.keys(before.entities).sort());
      expect(after.currency).toBe("EUR");

      const drill = (await ok("items", "/v1/entities?q=Drill", target)).items[0];
      const full = await ok("drill", `/v1/entities/${drill.id}`, target);
      expect(full.assetId).toBe("000-042");
      const stock = await ok("drill stock", `/v1/entities/${drill.id}?withStock=true`, target);
      expect(stock).toMatchObject({ minQuantity: 3, unit: "pcs" });
      expect(full.fields.map((field: any) => field.name)).toEqual([
        "Voltage",
        "Torque",
        "Cordless",
        "Anchor",
      ]);
      for (const attachment of full.attachments) {
        if (attachment.mimeType !== "link/url")
          expect(attachment.path.startsWith(`${target.groupId}/`)).toBe(true);
      }
      const bytes = await fetchBytes(
        target,
        `/v1/entities/${drill.id}/attachments/${full.attachments.find((a: any) => a.title === "drill.png").id}`,
      );
      expect(bytes.bytes.equals(png)).toBe(true);
      expect(existsSync(path.join(inject("dataDir"), "files", target.groupId, sha256(manual)))).toBe(true);
      expect(
        await sqlNumber(`SELECT COUNT(*) FROM "Entity" WHERE "groupId" = ? AND "importRef" = ?`, [
          target.groupId,
          "ref-drill",
        ]),
      ).toBe(1);
      expect(
        await sqlNumber(`SELECT "lastAssetId" FROM "Group" WHERE "id" = ?`, [target.groupId]),
      ).toBeGreaterThanOrEqual(42);
    }
  });

  it("refuses a group that holds more than its seeded data (409) and plain members (403)", async () => {
    expectErrorBody(await postImport(owner, backup), 409);
    const busy = await newHome();
    await createEntity(busy, { name: "Something" });
    expectErrorBody(await postImport(busy, backup), 409);
    const renamed = await newHome();
    await ok("tag", `/v1/tags`, renamed, { method: "POST", body: { name: "Mine" } });
    expectErrorBody(await postImport(renamed, backup), 409);

    const invitation = await ok("invite", "/v1/groups/invitations", owner, {
      method: "POST",
      body: { uses: 1 },
    });
    const member = await newUser({ invitationToken: invitation.token });
    expectErrorBody(await postImport(member, backup), 403);
    expectErrorBody(
      await api("/v1/group/import", { method: "POST", token: member.token, ip, body: {} }),
      403,
    );
  });

  it("fails the job with a clear error for a bad archive and writes nothing", async () => {
    const sha = "a".repeat(64);
    const cases: Array<{ zip: Buffer; error: RegExp }> = [
      { zip: Buffer.from("this is not a zip file"), error: /not a readable zip/ },
      { zip: await craftZip({}, { manifest: { formatVersion: 99 } }), error: /format version 99/ },
      {
        zip: await zipOf({ "records/entities.jsonl": "{}" }),
        error: /no manifest\.json/,
      },
      {
        zip: await craftZip({
          "entity-types": [itemType],
          entities: [craftedEntity("e1", { parentId: "gone" })],
        }),
        error: /records\/entities\.jsonl line 1: parentId gone refers to no earlier record/,
      },
      {
        zip: await zipOf({
          ...Object.fromEntries(RECORD_FILES.map((file) => [`records/${file}.jsonl`, ""])),
          "records/tags.jsonl": '{"id": "t1", "name":\n',
          "manifest.json": manifestOf({ tags: 1 }),
        }),
        error: /records\/tags\.jsonl line 1: not valid JSON/,
      },
      {
        zip: await craftZip(
          {
            "entity-types": [itemType],
            entities: [craftedEntity("e1")],
            attachments: [
              {
                id: "a1",
                entityId: "e1",
                type: "attachment",
                title: "x.txt",
                mimeType: "text/plain",
                path: sha,
                size: "5",
                contentHash: sha,
                primary: false,
                thumbnailId: null,
                ...stamps,
              },
            ],
          },
          { extra: { [`files/${sha}`]: Buffer.from("other") } },
        ),
        error: /does not hold the content its name promises/,
      },
      {
        zip: await craftZip({}, { extra: { "files/zeros": Buffer.alloc(70 * 1024 * 1024) } }),
        error: /zip bomb/,
      },
      {
        zip: await craftZip({
          "entity-types": [itemType],
          entities: Array.from({ length: 70 }, (_, index) =>
            craftedEntity(`level-${index + 1}`, { parentId: index > 0 ? `level-${index}` : null }),
          ),
        }),
        error:
          /records\/entities\.jsonl line 65: parentId level-64 would make the tree deeper than 64 levels/,
      },
    ];
    for (const { zip, error } of cases) {
      const target = await newHome();
      const job = await importZip(target, zip);
      expect(job.status, String(error)).toBe("failed");
      expect(job.error).toMatch(error);
      await expectSeededOnly(target);
    }
  });

  it("restores a crafted archive made only of references that resolve", async () => {
    const target = await newHome();
    const job = await importZip(
      target,
      await craftZip({
        "entity-types": [itemType],
        entities: [craftedEntity("root", { assetId: 7 }), craftedEntity("child", { parentId: "root" })],
      }),
    );
    expect(job.status).toBe("completed");
    const items = (await ok("items", "/v1/entities?pageSize=100", target)).items;
    expect(items.map((item: any) => item.name).sort()).toEqual(["child", "root"]);
    expect(items.find((item: any) => item.name === "child").parent.name).toBe("root");
    expect((await ok("types", "/v1/entity-types", target)).map((type: any) => type.name)).toEqual(["Item"]);
    const ownerOnly = await api(`/v1/group/exports/${job.id}/download`, { token: target.token, ip });
    expectErrorBody(ownerOnly, 409);
  });
});
