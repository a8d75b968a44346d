import { createHash, randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { inject } from "vitest";
import { api, baseUrl, expectErrorBody, newUser } from "./client";
import { createEntity, createLocation, createTag, newHome, sqlNumber, type Home } from "./entities-fixtures";

const ip = `10.79.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
const storedPath = (groupId: string, content: Buffer) =>
  path.join(inject("dataDir"), "files", groupId, createHash("sha256").update(content).digest("hex"));

async function upload(home: Home, entityId: string, content: Buffer, fileName: string) {
  const form = new FormData();
  form.set("name", fileName);
  form.set("file", new Blob([new Uint8Array(content)]), fileName);
  const response = await fetch(`${baseUrl()}/api/v1/entities/${entityId}/attachments`, {
    method: "POST",
    headers: { Authorization: home.token, "X-Forwarded-For": ip },
    body: form,
  });
  if (response.status !== 201) throw new Error(`upload: ${response.status} ${await response.text()}`);
}

async function addMaintenance(home: Home, entityId: string, name: string) {
  const response = await api(`/v1/entities/${entityId}/maintenance`, {
    method: "POST",
    token: home.token,
    ip,
    body: { name, scheduledDate: "2026-12-01" },
  });
  if (response.status !== 201) throw new Error(`maintenance: ${response.status} ${response.text}`);
}

/**
 * A home with two items (one inside the other, with a tag, a custom field, maintenance and a file
 * of its own), a new location holding one of them, a tag of its own, and maintenance and a file on
 * the location (the same bytes as one item file, so that stored file must stay).
 */
async function stockedHome() {
  const home = await newHome();
  const tag = await createTag(home, "Fragile");
  const shed = await createLocation(home, "Shed", home.locationIds["Garage"]);
  const drill = await createEntity(home, { name: "Drill", parentId: shed.id, tagIds: [tag] });
  const bit = await createEntity(home, { name: "Bit", parentId: drill.id });
  await api(`/v1/entities/${drill.id}`, {
    method: "PUT",
    token: home.token,
    ip,
    body: { name: "Drill", parentId: shed.id, tagIds: [tag], fields: [{ name: "Volt", textValue: "18" }] },
  });
  const own = randomBytes(64);
  const shared = randomBytes(64);
  await upload(home, drill.id, own, "own.bin");
  await upload(home, bit.id, shared, "shared.bin");
  await upload(home, shed.id, shared, "shed.bin");
  await addMaintenance(home, drill.id, "Oil");
  await addMaintenance(home, shed.id, "Sweep");
  await api("/v1/templates", { method: "POST", token: home.token, ip, body: { name: "Kept" } });
  return { home, own, shared };
}

const count = (table: string, home: Home) =>
  sqlNumber(`SELECT COUNT(*) FROM "${table}" WHERE "groupId" = ?`, [home.groupId]);

async function wipe(home: Home, body: Record<string, unknown>) {
  const response = await api("/v1/actions/wipe-inventory", { method: "POST", token: home.token, ip, body });
  expect(response.status, response.text).toBe(200);
  return response.body.completed as number;
}

describe("POST /v1/actions/wipe-inventory", () => {
  it("without flags deletes the items with their fields, links, files and maintenance only", async () => {
    const { home, own, shared } = await stockedHome();
    expect(await wipe(home, {})).toBe(2);
    const items = await api("/v1/entities?includeArchived=true", { token: home.token, ip });
    expect(items.body.total).toBe(0);
    expect(await count("Entity", home)).toBe(9);
    expect(await count("EntityField", home)).toBe(0);
    expect(await count("Tag", home)).toBe(7);
    expect(
      await sqlNumber(
        `SELECT COUNT(*) FROM "EntityTag" WHERE "tagId" IN (SELECT "id" FROM "Tag" WHERE "groupId" = ?)`,
        [home.groupId],
      ),
    ).toBe(0);
    expect(await count("MaintenanceEntry", home)).toBe(1);
    expect(await count("Attachment", home)).toBe(1);
    expect(await count("Template", home)).toBe(1);
    expect(existsSync(storedPath(home.groupId, own))).toBe(false);
    expect(existsSync(storedPath(home.groupId, shared))).toBe(true);
  });

  it("honours wipeLocations, wipeTags and wipeMaintenance each on its own", async () => {
    const locations = await stockedHome();
    expect(await wipe(locations.home, { wipeLocations: true })).toBe(11);
    expect(await count("Entity", locations.home)).toBe(0);
    expect(await count("Tag", locations.home)).toBe(7);
    expect(await count("MaintenanceEntry", locations.home)).toBe(0);
    expect(await count("Attachment", locations.home)).toBe(0);
    expect(existsSync(storedPath(locations.home.groupId, locations.shared))).toBe(false);

    const tags = await stockedHome();
    expect(await wipe(tags.home, { wipeTags: true })).toBe(2 + 7);
    expect(await count("Tag", tags.home)).toBe(0);
    expect(await count("Entity", tags.home)).toBe(9);
    expect(await count("MaintenanceEntry", tags.home)).toBe(1);

    const maintenance = await stockedHome();
    expect(await wipe(maintenance.home, { wipeMaintenance: true })).toBe(2 + 2);
    expect(await count("MaintenanceEntry", maintenance.home)).toBe(0);
    expect(await count("Entity", maintenance.home)).toBe(9);
    expect(await count("Tag", maintenance.home)).toBe(7);
  });

  it("with every flag leaves only the entity types and templates", async () => {
    const { home } = await stockedHome();
    expect(await wipe(home, { wipeTags: true, wipeLocations: true, wipeMaintenance: true })).toBe(2 + 11 + 7);
    for (const table of ["Entity", "Tag", "MaintenanceEntry", "Attachment", "EntityField"]) {
      expect(await count(table, home), table).toBe(0);
    }
    expect(await count("EntityType", home)).toBe(2);
    expect(await count("Template", home)).toBe(1);
  });

  it("is for owners only (403 for a plain member) and checks its body", async () => {
    const { home } = await stockedHome();
    const invitation = await api("/v1/groups/invitations", {
      method: "POST",
      token: home.token,
      ip,
      body: { uses: 1 },
    });
    const member = await newUser({ invitationToken: invitation.body.token });
    expectErrorBody(
      await api("/v1/actions/wipe-inventory", { method: "POST", token: member.token, ip, body: {} }),
      403,
    );
    expect(await count("Entity", home)).toBe(11);
    expectErrorBody(
      await api("/v1/actions/wipe-inventory", {
        method: "POST",
        token: home.token,
        ip,
        body: { wipeTags: "yes" },
      }),
      422,
    );
    expectErrorBody(await api("/v1/actions/wipe-inventory", { method: "POST", ip, body: {} }), 401);
  });
});
