import { createHash, randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it, inject } from "vitest";
import { api, baseUrl, expectErrorBody } from "./client";
import {
  createEntity,
  createLocation,
  createTag,
  getEntity,
  list,
  names,
  newHome,
  sql,
  sqlNumber,
  type Home,
} from "./entities-fixtures";

let home: Home;
let stranger: Home;
const ip = `10.78.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;

const storedPath = (groupId: string, content: Buffer) =>
  path.join(inject("dataDir"), "files", groupId, createHash("sha256").update(content).digest("hex"));

async function upload(entityId: string, content: Buffer, fileName: string) {
  const form = new FormData();
  form.set("name", fileName);
  form.set("file", new Blob([new Uint8Array(content)]), fileName);
  const response = await fetch(`${baseUrl()}/api/v1/entities/${entityId}/attachments`, {
    method: "POST",
    headers: { Authorization: home.token, "X-Forwarded-For": ip },
    body: form,
  });
  expect(response.status).toBe(201);
}

const remove = (user: Home, id: string) =>
  api(`/v1/entities/${id}`, { method: "DELETE", token: user.token, ip });
const undo = (user: Home, id: string) =>
  api(`/v1/entities/${id}/undo-delete`, { method: "POST", token: user.token, ip });

/** Ages the pending delete past its window, as if a minute had gone by. */
const expire = (id: string) =>
  sql(`UPDATE "DeletedEntity" SET "expiresAt" = ? WHERE "entityId" = ?`, [
    "2000-01-01T00:00:00.000+00:00",
    id,
  ]);

beforeAll(async () => {
  [home, stranger] = await Promise.all([newHome(), newHome()]);
});

describe("POST /v1/entities/{id}/undo-delete", () => {
  it("puts a deleted item back as it was: fields, tags, maintenance, attachments, asset ID, place and ETag", async () => {
    const shelf = await createLocation(home, `Shelf ${randomBytes(3).toString("hex")}`);
    const tagId = await createTag(home, "undo-fragile");
    const item = await createEntity(home, { name: "Undo drill" });
    const details = await api(`/v1/entities/${item.id}`, {
      method: "PUT",
      token: home.token,
      ip,
      body: {
        name: "Undo drill",
        parentId: shelf.id,
        tagIds: [tagId],
        quantity: 2,
        purchasePrice: 123.45,
        notes: "left side",
        fields: [{ name: "Voltage", type: "text", textValue: "18 V" }],
      },
    });
    expect(details.status, details.text).toBe(200);
    const maintenance = await api(`/v1/entities/${item.id}/maintenance`, {
      method: "POST",
      token: home.token,
      ip,
      body: { name: "Oil it", scheduledDate: "2030-01-02", cost: 5 },
    });
    expect(maintenance.status).toBe(201);
    const content = Buffer.from(`manual ${randomBytes(8).toString("hex")}`);
    await upload(item.id, content, "manual.txt");
    const child = await createEntity(home, { name: "Drill bit", parentId: item.id });

    const before = await api(`/v1/entities/${item.id}`, { token: home.token, ip });
    expect(before.status).toBe(200);
    expect((await remove(home, item.id)).status).toBe(204);

    // Gone for every HomeBox endpoint at once, as a delete always was.
    expect((await api(`/v1/entities/${item.id}`, { token: home.token, ip })).status).toBe(404);
    expect(names((await list(home, `q=Undo%20drill`)).items)).toEqual([]);
    // What it held moved to where it was.
    expect((await getEntity(home, child.id)).parent.id).toBe(shelf.id);
    // Its file is kept while the delete can be undone.
    expect(existsSync(storedPath(home.groupId, content))).toBe(true);

    const restored = await undo(home, item.id);
    expect(restored.status, restored.text).toBe(200);
    expect(restored.body).toEqual(before.body);
    expect(restored.headers.get("etag")).toBe(before.headers.get("etag"));
    expect(restored.body.tags.map((tag: any) => tag.id)).toEqual([tagId]);
    expect(restored.body.parent.id).toBe(shelf.id);
    expect(restored.body.assetId).toBe(item.assetId);
    expect(restored.body.fields.map((field: any) => field.textValue)).toEqual(["18 V"]);
    expect((await getEntity(home, child.id)).parent.id).toBe(item.id);
    const entries = await api(`/v1/entities/${item.id}/maintenance`, { token: home.token, ip });
    expect(entries.body.map((entry: any) => entry.name)).toEqual(["Oil it"]);
    const attachment = restored.body.attachments[0];
    const file = await fetch(`${baseUrl()}/api/v1/entities/${item.id}/attachments/${attachment.id}`, {
      headers: { Authorization: home.token, "X-Forwarded-For": ip },
    });
    expect(file.status).toBe(200);
    expect(Buffer.from(await file.arrayBuffer()).equals(content)).toBe(true);

    const history = await api(`/v1/entities/${item.id}/history`, { token: home.token, ip });
    expect(history.body.items.slice(0, 2).map((entry: any) => entry.type)).toEqual([
      "entity.restored",
      "entity.deleted",
    ]);
    // Undone once: nothing is left to undo.
    expectErrorBody(await undo(home, item.id), 404);
  });

  it("keeps a box's contents inside it when both were deleted, whichever delete is undone first", async () => {
    const shelf = await createLocation(home, `Undo shelf ${randomBytes(3).toString("hex")}`);
    for (const where of [null, shelf.id as string]) {
      for (const order of [
        ["box", "item"],
        ["item", "box"],
      ] as const) {
        const box = await createLocation(home, `Box ${order.join("-")}`, where ?? undefined);
        const item = await createEntity(home, { name: `In box ${order.join("-")}`, parentId: box.id });
        const ids = { box: box.id as string, item: item.id as string };
        // Deleted box first, then its content (moved to where the box was); undone in the order given.
        expect((await remove(home, ids.box)).status).toBe(204);
        expect((await getEntity(home, ids.item)).parent?.id ?? null).toBe(where);
        expect((await remove(home, ids.item)).status).toBe(204);
        expect((await undo(home, ids[order[0]])).status).toBe(200);
        // The first one back stands where it would be had only the box been deleted.
        if (order[0] === "item") expect((await getEntity(home, ids.item)).parent?.id ?? null).toBe(where);
        expect((await undo(home, ids[order[1]])).status).toBe(200);
        expect((await getEntity(home, ids.item)).parent?.id).toBe(ids.box);
        expect((await getEntity(home, ids.box)).parent?.id ?? null).toBe(where);
      }
    }
  });

  it("leaves a content moved elsewhere after the delete where it is now, and records both moves", async () => {
    const shelf = await createLocation(home, `Undo shelf ${randomBytes(3).toString("hex")}`);
    const elsewhere = await createLocation(home, `Elsewhere ${randomBytes(3).toString("hex")}`);
    const box = await createLocation(home, "Box with two", shelf.id);
    const stays = await createEntity(home, { name: "Comes back", parentId: box.id });
    const moves = await createEntity(home, { name: "Moved meanwhile", parentId: box.id });
    expect((await remove(home, box.id)).status).toBe(204);
    const moved = await api(`/v1/entities/${moves.id}`, {
      method: "PUT",
      token: home.token,
      ip,
      body: { name: "Moved meanwhile", parentId: elsewhere.id },
    });
    expect(moved.status, moved.text).toBe(200);
    expect((await undo(home, box.id)).status).toBe(200);
    expect((await getEntity(home, stays.id)).parent.id).toBe(box.id);
    expect((await getEntity(home, moves.id)).parent.id).toBe(elsewhere.id);
    const history = await api(`/v1/entities/${stays.id}/history`, { token: home.token, ip });
    const parents = history.body.items
      .filter((entry: any) => entry.type === "entity.updated")
      .map((entry: any) => entry.changes.find((change: any) => change.field === "parent"))
      .map((change: any) => [change.before?.name ?? null, change.after?.name ?? null]);
    expect(parents.slice(0, 2)).toEqual([
      [shelf.name, "Box with two"],
      ["Box with two", shelf.name],
    ]);
  });

  it("leaves out a tag deleted meanwhile, and refuses (409) when its asset ID was taken", async () => {
    const tagId = await createTag(home, "undo-gone");
    const item = await createEntity(home, { name: "Tagged then orphaned", tagIds: [tagId] });
    expect((await remove(home, item.id)).status).toBe(204);
    expect((await api(`/v1/tags/${tagId}`, { method: "DELETE", token: home.token, ip })).status).toBe(204);
    const back = await undo(home, item.id);
    expect(back.status, back.text).toBe(200);
    expect(back.body.tags).toEqual([]);

    const second = await createEntity(home, { name: "Asset holder" });
    const taker = await createEntity(home, { name: "Asset taker" });
    expect((await remove(home, second.id)).status).toBe(204);
    const put = await api(`/v1/entities/${taker.id}`, {
      method: "PUT",
      token: home.token,
      ip,
      body: { name: "Asset taker", assetId: second.assetId },
    });
    expect(put.status, put.text).toBe(200);
    const refused = await undo(home, second.id);
    expectErrorBody(refused, 409);
    expect(refused.body.fields).toEqual({ assetId: "is already used by another item or location" });
    expect((await api(`/v1/entities/${second.id}`, { token: home.token, ip })).status).toBe(404);
  });

  it("answers 404 for another group's delete, an entity never deleted and an unknown id", async () => {
    const item = await createEntity(home, { name: "Not yours to undo" });
    expect((await remove(home, item.id)).status).toBe(204);
    expectErrorBody(await undo(stranger, item.id), 404);
    const kept = await createEntity(home, { name: "Never deleted" });
    expectErrorBody(await undo(home, kept.id), 404);
    expectErrorBody(await undo(home, "6a1c0a47-0000-4000-8000-000000000000"), 404);
    expect((await undo(home, item.id)).status).toBe(200);
  });

  it("after the window: 404, and the stored files are removed", async () => {
    const item = await createEntity(home, { name: "Gone for good" });
    const content = Buffer.from(`receipt ${randomBytes(8).toString("hex")}`);
    await upload(item.id, content, "receipt.txt");
    expect((await remove(home, item.id)).status).toBe(204);
    await expire(item.id);
    expectErrorBody(await undo(home, item.id), 404);
    // Every delete purges what has expired.
    const trigger = await createEntity(home, { name: "Purge trigger" });
    expect((await remove(home, trigger.id)).status).toBe(204);
    expect(await sqlNumber(`SELECT COUNT(*) FROM "DeletedEntity" WHERE "entityId" = ?`, [item.id])).toBe(0);
    expect(existsSync(storedPath(home.groupId, content))).toBe(false);
  });

  it("a wipe forgets the pending deletes: nothing comes back into the wiped inventory", async () => {
    const owner = await newHome();
    const item = await createEntity(owner, { name: "Wiped while pending" });
    expect((await remove(owner, item.id)).status).toBe(204);
    const wiped = await api("/v1/actions/wipe-inventory", {
      method: "POST",
      token: owner.token,
      ip,
      body: {},
    });
    expect(wiped.status, wiped.text).toBe(200);
    expectErrorBody(await undo(owner, item.id), 404);
  });
});
