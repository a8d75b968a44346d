import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { api, expectErrorBody } from "./client";
import {
  createEntity,
  createLocation,
  createTag,
  entityShapeProblems,
  getEntity,
  insertAttachment,
  insertMaintenance,
  newHome,
  putEntity,
  sql,
  sqlNumber,
  type Home,
} from "./entities-fixtures";

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

let home: Home;
let stranger: Home;

beforeAll(async () => {
  [home, stranger] = await Promise.all([newHome(), newHome()]);
});

describe("POST /v1/entities", () => {
  it("creates an item with HomeBox's defaults and answers 201 with the full entity", async () => {
    const response = await api("/v1/entities", {
      method: "POST",
      token: home.token,
      body: { name: "  Cordless Drill  " },
    });
    expect(response.status).toBe(201);
    const entity = response.body;
    expect(entity).toMatchObject({
      id: expect.any(String),
      name: "Cordless Drill",
      description: "",
      quantity: 0,
      insured: false,
      archived: false,
      purchasePrice: 0,
      soldPrice: 0,
      totalPrice: 0,
      purchaseDate: "",
      soldDate: "",
      warrantyExpires: "",
      serialNumber: "",
      syncChildEntityLocations: false,
      tags: [],
      attachments: [],
      fields: [],
      entityType: { id: home.itemTypeId, name: "Item", isLocation: false },
    });
    expect(entity.assetId).toMatch(/^\d{3}-\d{3}$/);
    expect(entity.createdAt).toMatch(ISO);
    for (const key of ["parent", "location", "imageId", "thumbnailId", "itemCount", "children"])
      expect(entity).not.toHaveProperty(key);
    expect(entityShapeProblems(entity, "repo.EntityOut")).toEqual([]);
  });

  it("reads name, description, quantity, parent, type, model number, manufacturer and tags", async () => {
    const tagId = await createTag(home, `Power ${randomUUID().slice(0, 6)}`);
    const entity = await createEntity(home, {
      name: "Saw",
      description: "circular",
      quantity: 3,
      parentId: home.locationIds.Garage,
      modelNumber: "CS-100",
      manufacturer: "Makita",
      tagIds: [tagId, tagId],
      serialNumber: "ignored on create",
      unknownKey: true,
    });
    expect(entity).toMatchObject({
      description: "circular",
      quantity: 3,
      modelNumber: "CS-100",
      manufacturer: "Makita",
      serialNumber: "",
    });
    expect(entity.parent).toMatchObject({ id: home.locationIds.Garage, name: "Garage" });
    expect(entity.location).toMatchObject({ id: home.locationIds.Garage, name: "Garage" });
    expect(entity.tags.map((tag: { id: string }) => tag.id)).toEqual([tagId]);
    expect(entityShapeProblems(entity, "repo.EntityOut")).toEqual([]);
  });

  it("creates a location when given the location type; it has itemCount and children", async () => {
    const shed = await createLocation(home, "Shed");
    expect(shed.entityType).toMatchObject({ id: home.locationTypeId, isLocation: true });
    expect(shed.itemCount).toBe(0);
    expect(shed.children).toEqual([]);
    expect(entityShapeProblems(shed, "repo.EntityOut")).toEqual([]);
  });

  it("refuses broken field rules with 422 naming the field", async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{}, "name"],
      [{ name: "" }, "name"],
      [{ name: "   " }, "name"],
      [{ name: "x".repeat(256) }, "name"],
      [{ name: "ok", description: "x".repeat(1001) }, "description"],
      [{ name: "ok", quantity: -1 }, "quantity"],
      [{ name: "ok", quantity: 1.5 }, "quantity"],
      [{ name: "ok", quantity: "3" }, "quantity"],
      [{ name: "ok", modelNumber: "x".repeat(256) }, "modelNumber"],
      [{ name: "ok", manufacturer: "x".repeat(256) }, "manufacturer"],
      [{ name: "ok", tagIds: ["not-a-uuid"] }, "tagIds.0"],
      [{ name: "ok", parentId: "nope" }, "parentId"],
    ];
    for (const [body, field] of cases) {
      const response = await api("/v1/entities", { method: "POST", token: home.token, body });
      expectErrorBody(response, 422);
      expect(Object.keys(response.body.fields ?? {}), JSON.stringify(body).slice(0, 80)).toContain(field);
    }
    expect(
      (await createEntity(home, { name: "x".repeat(255), description: "y".repeat(1000) })).name,
    ).toHaveLength(255);
  });

  it("answers 400 for malformed JSON", async () => {
    const response = await api("/v1/entities", {
      method: "POST",
      token: home.token,
      rawBody: "{not json",
      headers: { "Content-Type": "application/json" },
    });
    expectErrorBody(response, 400);
  });

  it("answers 404 for a parent, type or tag of another group (and for unknown ids)", async () => {
    const foreignItem = await createEntity(stranger, { name: "Theirs" });
    const foreignTag = await createTag(stranger, "Their tag");
    for (const body of [
      { name: "x", parentId: stranger.locationIds.Garage },
      { name: "x", parentId: foreignItem.id },
      { name: "x", parentId: randomUUID() },
      { name: "x", entityTypeId: stranger.locationTypeId },
      { name: "x", entityTypeId: randomUUID() },
      { name: "x", tagIds: [foreignTag] },
    ]) {
      const response = await api("/v1/entities", { method: "POST", token: home.token, body });
      expectErrorBody(response, 404);
      expect(response.body).toEqual({ error: "Not Found", code: "not_found" });
    }
  });

  it("hands out unique, consecutive asset IDs to 20 concurrent creates", async () => {
    const fresh = await newHome();
    const created = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        api("/v1/entities", { method: "POST", token: fresh.token, body: { name: `Parallel ${index}` } }),
      ),
    );
    expect(created.map((response) => response.status)).toEqual(Array(20).fill(201));
    const assetIds = created.map((response) => response.body.assetId as string);
    expect(new Set(assetIds).size).toBe(20);
    const numbers = assetIds.map((assetId) => Number(assetId.replace("-", ""))).sort((a, b) => a - b);
    // The home's type probe took the first number.
    expect(numbers).toEqual(Array.from({ length: 20 }, (_, index) => index + 2));
  });
});

describe("GET /v1/entities/{id}", () => {
  it("answers 404 for an unknown id and for another group's entity, 400 for a malformed id", async () => {
    const theirs = await createEntity(stranger, { name: "Secret" });
    for (const id of [randomUUID(), theirs.id]) {
      const response = await api(`/v1/entities/${id}`, { token: home.token });
      expectErrorBody(response, 404);
      expect(response.text).not.toContain("Secret");
    }
    const malformed = await api("/v1/entities/not-a-uuid", { token: home.token });
    expectErrorBody(malformed, 400);
    expect(malformed.body.error).toBe("invalid route key: id");
  });

  it("shows the primary photo as imageId and its thumbnail as thumbnailId; attachments are listed", async () => {
    const item = await createEntity(home, { name: "Camera" });
    const thumbnail = await insertAttachment(home, item.id, { type: "thumbnail", title: "thumb" });
    const photo = await insertAttachment(home, item.id, { primary: true, thumbnailId: thumbnail });
    const manual = await insertAttachment(home, item.id, { type: "manual", title: "manual.pdf" });
    const entity = await getEntity(home, item.id);
    expect(entity.imageId).toBe(photo);
    expect(entity.thumbnailId).toBe(thumbnail);
    expect(entity.attachments.map((attachment: { id: string }) => attachment.id).sort()).toEqual(
      [photo, manual].sort(),
    );
    const withThumbnail = entity.attachments.find((attachment: { id: string }) => attachment.id === photo);
    expect(withThumbnail).toMatchObject({
      type: "photo",
      primary: true,
      mimeType: "image/jpeg",
      thumbnail: { id: thumbnail, mime_type: "image/jpeg" },
    });
    expect(entityShapeProblems(entity, "repo.EntityOut")).toEqual([]);
  });
});

describe("PUT /v1/entities/{id}", () => {
  const full = {
    name: "Laptop",
    description: "work machine",
    quantity: 2,
    insured: true,
    archived: true,
    serialNumber: "SN-1",
    modelNumber: "X1",
    manufacturer: "Lenovo",
    notes: "sticker on the lid",
    lifetimeWarranty: true,
    warrantyExpires: "2030-01-31",
    warrantyDetails: "3 years on site",
    purchaseDate: "05/06/2024",
    purchaseFrom: "Shop",
    purchasePrice: 1234.56,
    soldDate: "2025-02-03T22:10:00+05:00",
    soldTo: "Neighbour",
    soldPrice: 300.1,
    soldNotes: "cash",
    syncChildEntityLocations: true,
  };

  it("stores every field, then clears whatever a later PUT leaves out (the type stays)", async () => {
    const tagId = await createTag(home, `Work ${randomUUID().slice(0, 6)}`);
    const item = await createEntity(home, { name: "tmp", entityTypeId: home.itemTypeId });
    const stored = await putEntity(home, item.id, {
      ...full,
      parentId: home.locationIds.Office,
      tagIds: [tagId],
    });
    expect(stored.status).toBe(200);
    expect(stored.body).toMatchObject({
      ...full,
      purchaseDate: "2024-05-06",
      soldDate: "2025-02-03",
      parent: { id: home.locationIds.Office },
      tags: [{ id: tagId }],
      assetId: item.assetId,
    });
    expect(entityShapeProblems(stored.body, "repo.EntityOut")).toEqual([]);

    const cleared = await putEntity(home, item.id, { name: "Laptop" });
    expect(cleared.status).toBe(200);
    expect(cleared.body).toMatchObject({
      name: "Laptop",
      description: "",
      quantity: 0,
      insured: false,
      archived: false,
      serialNumber: "",
      notes: "",
      lifetimeWarranty: false,
      warrantyExpires: "",
      purchaseDate: "",
      purchaseFrom: "",
      purchasePrice: 0,
      soldDate: "",
      soldTo: "",
      soldPrice: 0,
      soldNotes: "",
      syncChildEntityLocations: false,
      tags: [],
      fields: [],
      entityType: { id: home.itemTypeId },
      assetId: item.assetId,
    });
    expect(cleared.body).not.toHaveProperty("parent");
    expect(cleared.body).not.toHaveProperty("location");
  });

  it("treats null like absent and accepts empty dates as unset; a bad date is a 400", async () => {
    const item = await createEntity(home, { name: "Nulls" });
    const response = await putEntity(home, item.id, {
      name: "Nulls",
      purchasePrice: null,
      parentId: null,
      purchaseDate: "",
      tagIds: null,
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ purchasePrice: 0, purchaseDate: "", tags: [] });
    expectErrorBody(await putEntity(home, item.id, { name: "Nulls", purchaseDate: "next tuesday" }), 400);
  });

  it("refuses broken rules with 422 naming the field", async () => {
    const item = await createEntity(home, { name: "Rules" });
    const cases: Array<[Record<string, unknown>, string]> = [
      [{}, "name"],
      [{ name: "x".repeat(256) }, "name"],
      [{ name: "ok", description: "x".repeat(1001) }, "description"],
      [{ name: "ok", purchaseFrom: "x".repeat(256) }, "purchaseFrom"],
      [{ name: "ok", soldTo: "x".repeat(256) }, "soldTo"],
      [{ name: "ok", quantity: -5 }, "quantity"],
      [{ name: "ok", purchasePrice: -0.01 }, "purchasePrice"],
      [{ name: "ok", soldPrice: -1 }, "soldPrice"],
      [{ name: "ok", purchasePrice: 1_000_000_000_001 }, "purchasePrice"],
      [{ name: "ok", insured: "yes" }, "insured"],
      [{ name: "ok", assetId: "abc" }, "assetId"],
      [{ name: "ok", fields: [{ name: "", type: "text" }] }, "fields.0.name"],
      [{ name: "ok", fields: [{ name: "f", type: "date" }] }, "fields.0.type"],
      [{ name: "ok", fields: [{ name: "f", type: "number", numberValue: 2 ** 53 }] }, "fields.0.numberValue"],
      [{ name: "ok", fields: [{ name: "f", type: "number", numberValue: 1.5 }] }, "fields.0.numberValue"],
    ];
    for (const [body, field] of cases) {
      const response = await putEntity(home, item.id, body);
      expectErrorBody(response, 422);
      expect(Object.keys(response.body.fields ?? {}), JSON.stringify(body).slice(0, 80)).toContain(field);
    }
    const okay = await putEntity(home, item.id, {
      name: "ok",
      purchaseFrom: "x".repeat(255),
      soldTo: "y".repeat(255),
      purchasePrice: 1_000_000_000_000,
    });
    expect(okay.status).toBe(200);
    expect(okay.body.purchasePrice).toBe(1_000_000_000_000);
  });

  it("answers 404 for another group's entity, parent, type or tag; 400 for a malformed id", async () => {
    const mine = await createEntity(home, { name: "Mine" });
    const theirs = await createEntity(stranger, { name: "Theirs" });
    const theirTag = await createTag(stranger, "Their tag 2");
    expectErrorBody(await putEntity(home, theirs.id, { name: "Hijacked" }), 404);
    expect((await getEntity(stranger, theirs.id)).name).toBe("Theirs");
    for (const body of [
      { name: "x", parentId: theirs.id },
      { name: "x", entityTypeId: stranger.itemTypeId },
      { name: "x", tagIds: [theirTag] },
    ]) {
      expectErrorBody(await putEntity(home, mine.id, body), 404);
    }
    expectErrorBody(await putEntity(home, "123", { name: "x" }), 400);
  });

  it("refuses a parent that would close a cycle (422): itself, a child, a grandchild", async () => {
    const box = await createEntity(home, { name: "Box" });
    const pouch = await createEntity(home, { name: "Pouch", parentId: box.id });
    const coin = await createEntity(home, { name: "Coin", parentId: pouch.id });
    for (const parentId of [box.id, pouch.id, coin.id]) {
      const response = await putEntity(home, box.id, { name: "Box", parentId });
      expectErrorBody(response, 422);
      expect(response.body.fields).toHaveProperty("parentId");
    }
    const moved = await putEntity(home, coin.id, { name: "Coin", parentId: box.id });
    expect(moved.body.parent.id).toBe(box.id);
  });

  it("creates, updates, deletes and orders custom fields in one PUT", async () => {
    const item = await createEntity(home, { name: "Fields" });
    const first = await putEntity(home, item.id, {
      name: "Fields",
      fields: [
        { name: "Color", type: "text", textValue: "red" },
        { name: "Count", type: "number", numberValue: Number.MAX_SAFE_INTEGER },
        { id: "00000000-0000-0000-0000-000000000000", name: "Checked", type: "boolean", booleanValue: true },
        { id: null, name: "Negative", type: "number", numberValue: -Number.MAX_SAFE_INTEGER },
      ],
    });
    expect(first.status).toBe(200);
    const [color, count, checked, negative] = first.body.fields;
    expect(first.body.fields).toEqual([
      {
        id: expect.any(String),
        name: "Color",
        type: "text",
        textValue: "red",
        numberValue: 0,
        booleanValue: false,
      },
      {
        id: expect.any(String),
        name: "Count",
        type: "number",
        textValue: "",
        numberValue: Number.MAX_SAFE_INTEGER,
        booleanValue: false,
      },
      {
        id: expect.any(String),
        name: "Checked",
        type: "boolean",
        textValue: "",
        numberValue: 0,
        booleanValue: true,
      },
      {
        id: expect.any(String),
        name: "Negative",
        type: "number",
        textValue: "",
        numberValue: -Number.MAX_SAFE_INTEGER,
        booleanValue: false,
      },
    ]);
    for (const field of first.body.fields)
      expect(entityShapeProblems(field, "repo.EntityFieldData")).toEqual([]);

    const second = await putEntity(home, item.id, {
      name: "Fields",
      fields: [
        { id: checked.id, name: "Checked", type: "boolean", booleanValue: false },
        { name: "Size", type: "text", textValue: "XL" },
        { id: color.id, name: "Colour", type: "text", textValue: "blue" },
      ],
    });
    expect(second.status).toBe(200);
    expect(second.body.fields.map((field: { name: string }) => field.name)).toEqual([
      "Checked",
      "Size",
      "Colour",
    ]);
    expect(second.body.fields[0]).toMatchObject({ id: checked.id, booleanValue: false });
    expect(second.body.fields[2]).toMatchObject({ id: color.id, textValue: "blue" });
    const ids = second.body.fields.map((field: { id: string }) => field.id);
    expect(ids).not.toContain(count.id);
    expect(ids).not.toContain(negative.id);
    expect(await sqlNumber(`SELECT COUNT(*) FROM "EntityField" WHERE "entityId" = ?`, [item.id])).toBe(3);
    expect((await getEntity(home, item.id)).fields).toEqual(second.body.fields);
  });

  it("refuses a custom field id of another entity (422) and changes nothing", async () => {
    const other = await createEntity(home, { name: "Other" });
    const withField = await putEntity(home, other.id, {
      name: "Other",
      fields: [{ name: "Mine", textValue: "x" }],
    });
    const foreignFieldId = withField.body.fields[0].id;
    const item = await createEntity(home, { name: "Target" });
    const kept = await putEntity(home, item.id, {
      name: "Target",
      fields: [{ name: "Kept", textValue: "k" }],
    });
    const response = await putEntity(home, item.id, {
      name: "Renamed",
      fields: [{ id: foreignFieldId, name: "Stolen", textValue: "y" }],
    });
    expectErrorBody(response, 422);
    expect(response.body.fields).toHaveProperty("fields.0.id");
    const after = await getEntity(home, item.id);
    expect(after.name).toBe("Target");
    expect(after.fields).toEqual(kept.body.fields);
    expect((await getEntity(home, other.id)).fields[0]).toMatchObject({ name: "Mine", textValue: "x" });
    const twice = await putEntity(home, item.id, {
      name: "Target",
      fields: [kept.body.fields[0], kept.body.fields[0]],
    });
    expectErrorBody(twice, 422);
  });

  it("sets an asset ID by hand (later ones continue above it); one already used is a 409", async () => {
    const fresh = await newHome();
    const first = await createEntity(fresh, { name: "First" });
    const second = await createEntity(fresh, { name: "Second" });
    const moved = await putEntity(fresh, first.id, { name: "First", assetId: "000-500" });
    expect(moved.body.assetId).toBe("000-500");
    expect((await createEntity(fresh, { name: "Third" })).assetId).toBe("000-501");
    const kept = await putEntity(fresh, second.id, { name: "Second", assetId: "" });
    expect(kept.body.assetId).toBe(second.assetId);
    expect((await putEntity(fresh, second.id, { name: "Second", assetId: "000-000" })).body.assetId).toBe(
      second.assetId,
    );
    const taken = await putEntity(fresh, second.id, { name: "Second", assetId: 500 });
    expectErrorBody(taken, 409);
    expect(taken.body.fields).toHaveProperty("assetId");
  });

  it("carries up to 500 tags (more is a 422)", async () => {
    const tagIds = Array.from({ length: 501 }, () => randomUUID());
    const placeholders = tagIds.map(() => "(?, ?, ?, ?, ?)").join(", ");
    const stamp = "2026-01-01T00:00:00.000+00:00";
    await sql(
      `INSERT INTO "Tag" ("id", "groupId", "name", "createdAt", "updatedAt") VALUES ${placeholders}`,
      tagIds.flatMap((id, index) => [id, home.groupId, `Bulk tag ${index}`, stamp, stamp]),
    );
    const item = await createEntity(home, { name: "Tagged", tagIds: tagIds.slice(0, 500) });
    expect(item.tags).toHaveLength(500);
    const many = await putEntity(home, item.id, { name: "Tagged", tagIds: tagIds.slice(1, 501) });
    expect(many.status).toBe(200);
    expect(many.body.tags).toHaveLength(500);
    const listed = await api(`/v1/entities?q=Tagged&tags=${tagIds[7]}`, { token: home.token });
    expect(listed.body.items.map((entity: { id: string }) => entity.id)).toEqual([item.id]);
    expectErrorBody(await putEntity(home, item.id, { name: "Tagged", tagIds }), 422);
  });
});

describe("PATCH /v1/entities/{id}", () => {
  it("changes only the keys given; null leaves a key as it is; tagIds [] clears", async () => {
    const [red, blue] = await Promise.all([
      createTag(home, `Red ${randomUUID().slice(0, 4)}`),
      createTag(home, `Blue ${randomUUID().slice(0, 4)}`),
    ]);
    const item = await createEntity(home, {
      name: "Patchy",
      quantity: 4,
      description: "keep me",
      parentId: home.locationIds.Attic,
      tagIds: [red],
    });
    await putEntity(home, item.id, {
      name: "Patchy",
      quantity: 4,
      description: "keep me",
      parentId: home.locationIds.Attic,
      tagIds: [red],
      serialNumber: "S-1",
      fields: [{ name: "Kept", textValue: "yes" }],
    });

    const quantity = await api(`/v1/entities/${item.id}`, {
      method: "PATCH",
      token: home.token,
      body: { quantity: 9 },
    });
    expect(quantity.status).toBe(200);
    expect(quantity.body).toMatchObject({
      quantity: 9,
      description: "keep me",
      serialNumber: "S-1",
      parent: { id: home.locationIds.Attic },
    });
    expect(quantity.body.tags.map((tag: { id: string }) => tag.id)).toEqual([red]);
    expect(quantity.body.fields).toHaveLength(1);

    const nulls = await api(`/v1/entities/${item.id}`, {
      method: "PATCH",
      token: home.token,
      body: { quantity: null, parentId: null, entityTypeId: null, tagIds: null, name: null },
    });
    expect(nulls.body).toMatchObject({ name: "Patchy", quantity: 9, parent: { id: home.locationIds.Attic } });
    expect(nulls.body.tags).toHaveLength(1);

    const retag = await api(`/v1/entities/${item.id}`, {
      method: "PATCH",
      token: home.token,
      body: { tagIds: [blue] },
    });
    expect(retag.body.tags.map((tag: { id: string }) => tag.id)).toEqual([blue]);
    const untag = await api(`/v1/entities/${item.id}`, {
      method: "PATCH",
      token: home.token,
      body: { tagIds: [] },
    });
    expect(untag.body.tags).toEqual([]);

    const moved = await api(`/v1/entities/${item.id}`, {
      method: "PATCH",
      token: home.token,
      body: { parentId: home.locationIds.Basement, name: "Renamed", entityTypeId: home.locationTypeId },
    });
    expect(moved.body).toMatchObject({
      name: "Renamed",
      parent: { id: home.locationIds.Basement },
      entityType: { id: home.locationTypeId },
    });
    const root = await api(`/v1/entities/${item.id}`, {
      method: "PATCH",
      token: home.token,
      body: { parentId: "" },
    });
    expect(root.body).not.toHaveProperty("parent");
    expect(root.body.serialNumber).toBe("S-1");
    expect(entityShapeProblems(root.body, "repo.EntityOut")).toEqual([]);
  });

  it("applies the same rules: 422, 404 for foreign references, cycles, 404 for another group's entity", async () => {
    const parent = await createEntity(home, { name: "Parent" });
    const child = await createEntity(home, { name: "Child", parentId: parent.id });
    const patch = (id: string, body: Record<string, unknown>) =>
      api(`/v1/entities/${id}`, { method: "PATCH", token: home.token, body });
    for (const [body, field] of [
      [{ quantity: -1 }, "quantity"],
      [{ name: "" }, "name"],
      [{ purchaseFrom: "x".repeat(256) }, "purchaseFrom"],
      [{ parentId: child.id }, "parentId"],
      [{ parentId: parent.id }, "parentId"],
    ] as Array<[Record<string, unknown>, string]>) {
      const response = await patch(parent.id, body);
      expectErrorBody(response, 422);
      expect(response.body.fields).toHaveProperty(field);
    }
    const theirTag = await createTag(stranger, "Foreign");
    expectErrorBody(await patch(parent.id, { tagIds: [theirTag] }), 404);
    expectErrorBody(await patch(parent.id, { parentId: stranger.locationIds.Kitchen }), 404);
    expectErrorBody(await patch(parent.id, { entityTypeId: stranger.itemTypeId }), 404);
    const theirs = await createEntity(stranger, { name: "Theirs" });
    expectErrorBody(await patch(theirs.id, { quantity: 1 }), 404);
    expect((await getEntity(stranger, theirs.id)).quantity).toBe(0);
  });
});

describe("DELETE /v1/entities/{id}", () => {
  it("removes the entity with its fields, tag links, maintenance and attachments; children move to its parent (none: the top level)", async () => {
    const tagId = await createTag(home, `Doomed ${randomUUID().slice(0, 4)}`);
    const box = await createEntity(home, {
      name: "Doomed box",
      parentId: home.locationIds.Garage,
      tagIds: [tagId],
    });
    await putEntity(home, box.id, {
      name: "Doomed box",
      tagIds: [tagId],
      fields: [{ name: "F", textValue: "v" }],
    });
    const child = await createEntity(home, { name: "Survivor", parentId: box.id });
    await insertAttachment(home, box.id, { primary: true });
    await insertMaintenance(home, box.id, "Oil it");

    const deleted = await api(`/v1/entities/${box.id}`, { method: "DELETE", token: home.token });
    expect(deleted.status).toBe(204);
    expect(deleted.text).toBe("");
    expectErrorBody(await api(`/v1/entities/${box.id}`, { token: home.token }), 404);
    // The PUT above left the box without a parent.
    expect((await getEntity(home, child.id)).parent).toBeUndefined();
    for (const table of ["EntityField", "EntityTag", "MaintenanceEntry", "Attachment"]) {
      expect(await sqlNumber(`SELECT COUNT(*) FROM "${table}" WHERE "entityId" = ?`, [box.id]), table).toBe(
        0,
      );
    }
    expect(await sqlNumber(`SELECT COUNT(*) FROM "Tag" WHERE "id" = ?`, [tagId])).toBe(1);
    expectErrorBody(await api(`/v1/entities/${box.id}`, { method: "DELETE", token: home.token }), 404);
  });

  it("answers 404 for another group's entity and leaves it alone; 400 for a malformed id", async () => {
    const theirs = await createEntity(stranger, { name: "Keep out" });
    expectErrorBody(await api(`/v1/entities/${theirs.id}`, { method: "DELETE", token: home.token }), 404);
    expect((await getEntity(stranger, theirs.id)).name).toBe("Keep out");
    expectErrorBody(await api("/v1/entities/zzz", { method: "DELETE", token: home.token }), 400);
  });
});

describe("asset IDs", () => {
  it("GET /v1/assets/{assetId} finds the entity by '000-001' or a plain number, as a page", async () => {
    const fresh = await newHome();
    const item = await createEntity(fresh, { name: "Tagged thing" });
    const number = Number(item.assetId.replace("-", ""));
    for (const key of [item.assetId, String(number)]) {
      const response = await api(`/v1/assets/${key}`, { token: fresh.token });
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({
        page: -1,
        pageSize: -1,
        total: 1,
        items: [{ id: item.id, assetId: item.assetId }],
      });
      expect(entityShapeProblems(response.body, "repo.PaginationResult-repo_EntitySummary")).toEqual([]);
    }
    expect((await api("/v1/assets/999-999", { token: fresh.token })).body).toMatchObject({
      total: 0,
      items: [],
    });
    // Another group's entity with the same number is invisible.
    const other = await api(`/v1/assets/${item.assetId}`, { token: stranger.token });
    expect(other.body.items.map((entity: { id: string }) => entity.id)).not.toContain(item.id);
    expectErrorBody(await api("/v1/assets/abc", { token: fresh.token }), 400);
    expectErrorBody(await api("/v1/assets/000-001"), 401);
  });

  it("POST /v1/actions/ensure-asset-ids numbers the entities without one, oldest first", async () => {
    const fresh = await newHome();
    const a = await createEntity(fresh, { name: "A" });
    await createEntity(fresh, { name: "B" });
    const c = await createEntity(fresh, { name: "C" });
    const last = Number(c.assetId.replace("-", ""));
    // Entities from before asset IDs existed have none; so do the seeded locations.
    for (const entity of [a, c])
      await sql(`UPDATE "Entity" SET "assetId" = NULL WHERE "id" = ?`, [entity.id]);
    expect(
      await sqlNumber(`SELECT COUNT(*) FROM "Entity" WHERE "groupId" = ? AND "assetId" IS NULL`, [
        fresh.groupId,
      ]),
    ).toBe(10);

    const response = await api("/v1/actions/ensure-asset-ids", { method: "POST", token: fresh.token });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ completed: 10 });
    expect(entityShapeProblems(response.body, "v1.ActionAmountResult")).toEqual([]);
    // The eight seeded locations are older than A and C, so they take the first eight numbers.
    expect((await getEntity(fresh, a.id)).assetId).toBe(formatted(last + 9));
    expect((await getEntity(fresh, c.id)).assetId).toBe(formatted(last + 10));
    expect(
      (await api(`/v1/entities/${fresh.locationIds["Living Room"]}`, { token: fresh.token })).body.assetId,
    ).not.toBe("");
    expect((await api("/v1/actions/ensure-asset-ids", { method: "POST", token: fresh.token })).body).toEqual({
      completed: 0,
    });
    expect((await createEntity(fresh, { name: "D" })).assetId).toBe(formatted(last + 11));
    // Another group is untouched.
    expect(
      await sqlNumber(`SELECT COUNT(*) FROM "Entity" WHERE "groupId" = ? AND "assetId" IS NULL`, [
        stranger.groupId,
      ]),
    ).toBe(8);
  });

  it("a create catches up a counter that fell behind the stored asset IDs", async () => {
    const fresh = await newHome();
    const first = await createEntity(fresh, { name: "First" });
    const firstNumber = Number(first.assetId.replace("-", ""));
    // The next number handed out would collide with First's.
    await sql(`UPDATE "Group" SET "lastAssetId" = ? WHERE "id" = ?`, [firstNumber - 1, fresh.groupId]);
    const second = await createEntity(fresh, { name: "Second" });
    expect(second.assetId).toBe(formatted(firstNumber + 1));
  });
});

const formatted = (value: number) => {
  const digits = String(value).padStart(6, "0");
  return `${digits.slice(0, -3)}-${digits.slice(-3)}`;
};

describe("credentials", () => {
  it("every entity route answers 401 without credentials", async () => {
    const id = randomUUID();
    const calls: Array<[string, string]> = [
      ["GET", "/v1/entities"],
      ["POST", "/v1/entities"],
      ["GET", `/v1/entities/${id}`],
      ["PUT", `/v1/entities/${id}`],
      ["PATCH", `/v1/entities/${id}`],
      ["DELETE", `/v1/entities/${id}`],
      ["POST", `/v1/entities/${id}/duplicate`],
      ["GET", `/v1/entities/${id}/path`],
      ["GET", "/v1/entities/tree"],
      ["GET", "/v1/entities/fields"],
      ["GET", "/v1/entities/fields/values?field=x"],
      ["GET", "/v1/assets/1"],
      ["POST", "/v1/actions/ensure-asset-ids"],
    ];
    for (const [method, path] of calls) {
      const response = await api(path, {
        method,
        body: method === "GET" || method === "DELETE" ? undefined : {},
      });
      expectErrorBody(response, 401);
    }
  });
});
