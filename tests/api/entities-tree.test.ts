import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { shapeProblems } from "../support/openapi-shape";
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
  sqlNumber,
  type Home,
} from "./entities-fixtures";

/**
 * Garage (seeded location)
 *   └ Workbench (location)
 *       └ Toolbox (item)
 *           └ Screwdriver (item)
 *   └ Car (item, archived)
 * Loose item (root, no parent)
 */
let home: Home;
let stranger: Home;
let workbench: any;
let toolbox: any;
let screwdriver: any;

beforeAll(async () => {
  [home, stranger] = await Promise.all([newHome(), newHome()]);
  workbench = await createLocation(home, "Workbench", home.locationIds.Garage);
  toolbox = await createEntity(home, { name: "Toolbox", parentId: workbench.id, quantity: 1 });
  await putEntity(home, toolbox.id, {
    name: "Toolbox",
    parentId: workbench.id,
    quantity: 2,
    purchasePrice: 30,
  });
  screwdriver = await createEntity(home, { name: "Screwdriver", parentId: toolbox.id, quantity: 4 });
  await putEntity(home, screwdriver.id, {
    name: "Screwdriver",
    parentId: toolbox.id,
    quantity: 4,
    purchasePrice: 2.5,
  });
  const car = await createEntity(home, { name: "Car", parentId: home.locationIds.Garage, quantity: 1 });
  await putEntity(home, car.id, {
    name: "Car",
    parentId: home.locationIds.Garage,
    archived: true,
    quantity: 1,
  });
  await createEntity(home, { name: "Loose item" });
});

describe("location, children, itemCount and totalPrice of the full entity", () => {
  it("location is the nearest ancestor that is a location, also through items", async () => {
    const entity = await getEntity(home, screwdriver.id);
    expect(entity.parent).toMatchObject({ id: toolbox.id, name: "Toolbox" });
    expect(entity.location).toMatchObject({
      id: workbench.id,
      name: "Workbench",
      entityType: { isLocation: true },
    });
    expect(entity.location).not.toHaveProperty("parent");
    expect((await getEntity(home, toolbox.id)).location).toMatchObject({ id: workbench.id });
    expect((await getEntity(home, workbench.id)).location).toMatchObject({ id: home.locationIds.Garage });
    expect(entityShapeProblems(entity, "repo.EntityOut")).toEqual([]);
  });

  it("a location lists its location children and counts only its direct, non-archived items", async () => {
    const garage = await getEntity(home, home.locationIds.Garage!);
    expect(garage.children.map((child: { name: string }) => child.name)).toEqual(["Workbench"]);
    expect(garage.children[0]).toMatchObject({ itemCount: 2, parent: { id: home.locationIds.Garage } });
    expect(garage.itemCount).toBe(0);
    const bench = await getEntity(home, workbench.id);
    expect(bench.itemCount).toBe(2);
    expect(bench.children).toEqual([]);
    expect(shapeProblems(bench, "repo.EntityOut", ["defaultTemplate", "defaultTemplateId"])).toEqual([]);
  });

  it("totalPrice is what the entity holds: own price × quantity plus its direct unsold items'", async () => {
    expect((await getEntity(home, screwdriver.id)).totalPrice).toBe(10);
    expect((await getEntity(home, toolbox.id)).totalPrice).toBe(70);
    expect((await getEntity(home, workbench.id)).totalPrice).toBe(60);
    const sold = await createEntity(home, { name: "Sold thing", parentId: workbench.id, quantity: 1 });
    await putEntity(home, sold.id, {
      name: "Sold thing",
      parentId: workbench.id,
      quantity: 1,
      purchasePrice: 99,
      soldDate: "2025-01-01",
    });
    expect((await getEntity(home, workbench.id)).totalPrice).toBe(60);
    expect((await getEntity(home, sold.id)).totalPrice).toBe(0);
  });

  it("syncChildEntityLocations is stored and returned; children keep inheriting their location", async () => {
    const updated = await putEntity(home, toolbox.id, {
      name: "Toolbox",
      parentId: workbench.id,
      quantity: 2,
      purchasePrice: 30,
      syncChildEntityLocations: true,
    });
    expect(updated.body.syncChildEntityLocations).toBe(true);
    expect((await getEntity(home, toolbox.id)).syncChildEntityLocations).toBe(true);
    await api(`/v1/entities/${toolbox.id}`, {
      method: "PATCH",
      token: home.token,
      body: { parentId: home.locationIds.Attic },
    });
    expect((await getEntity(home, screwdriver.id)).location).toMatchObject({ id: home.locationIds.Attic });
    await api(`/v1/entities/${toolbox.id}`, {
      method: "PATCH",
      token: home.token,
      body: { parentId: workbench.id },
    });
  });
});

describe("GET /v1/entities/{id}/path", () => {
  it("lists the way from the root down to the entity itself, with types", async () => {
    const response = await api(`/v1/entities/${screwdriver.id}/path`, { token: home.token });
    expect(response.status).toBe(200);
    expect(response.body).toEqual([
      { type: "location", id: home.locationIds.Garage, name: "Garage" },
      { type: "location", id: workbench.id, name: "Workbench" },
      { type: "item", id: toolbox.id, name: "Toolbox" },
      { type: "item", id: screwdriver.id, name: "Screwdriver" },
    ]);
    for (const step of response.body) expect(shapeProblems(step, "repo.EntityPath")).toEqual([]);
    const root = await api(`/v1/entities/${home.locationIds.Garage}/path`, { token: home.token });
    expect(root.body).toEqual([{ type: "location", id: home.locationIds.Garage, name: "Garage" }]);
  });

  it("answers 404 for another group's entity and 400 for a malformed id", async () => {
    expectErrorBody(await api(`/v1/entities/${screwdriver.id}/path`, { token: stranger.token }), 404);
    expectErrorBody(await api(`/v1/entities/${randomUUID()}/path`, { token: home.token }), 404);
    expectErrorBody(await api("/v1/entities/nope/path", { token: home.token }), 400);
  });
});

describe("GET /v1/entities/tree", () => {
  type Node = { id: string; name: string; type: string; children: Node[] };
  const find = (nodes: Node[], name: string): Node | undefined =>
    nodes.map((node) => (node.name === name ? node : find(node.children, name))).find(Boolean);

  it("without items: the location tree, roots sorted by name", async () => {
    const response = await api("/v1/entities/tree", { token: home.token });
    expect(response.status).toBe(200);
    const roots = response.body as Node[];
    expect(roots.map((node) => node.name)).toEqual([
      "Attic",
      "Basement",
      "Bathroom",
      "Bedroom",
      "Garage",
      "Kitchen",
      "Living Room",
      "Office",
    ]);
    const garage = find(roots, "Garage")!;
    expect(garage).toEqual({
      id: home.locationIds.Garage,
      name: "Garage",
      type: "location",
      children: [{ id: workbench.id, name: "Workbench", type: "location", children: [] }],
    });
    for (const node of roots) expect(shapeProblems(node, "repo.TreeItem")).toEqual([]);
    expect((await api("/v1/entities/tree?withItems=false", { token: home.token })).body).toEqual(roots);
  });

  it("withItems: items nested under their locations and items; loose items are not in the tree", async () => {
    const response = await api("/v1/entities/tree?withItems=true", { token: home.token });
    const roots = response.body as Node[];
    const garage = find(roots, "Garage")!;
    expect(garage.children.map((node) => `${node.type}:${node.name}`)).toEqual([
      "item:Car",
      "location:Workbench",
    ]);
    expect(find(roots, "Toolbox")).toMatchObject({
      type: "item",
      children: [{ name: "Screwdriver", type: "item", children: [] }],
    });
    expect(find(roots, "Loose item")).toBeUndefined();
    expect(roots.every((node) => node.type === "location")).toBe(true);
  });

  it("shows only the caller's group; bad flag → 400", async () => {
    const theirs = (await api("/v1/entities/tree?withItems=true", { token: stranger.token })).body as Node[];
    expect(find(theirs, "Workbench")).toBeUndefined();
    expectErrorBody(await api("/v1/entities/tree?withItems=perhaps", { token: home.token }), 400);
  });
});

describe("POST /v1/entities/{id}/duplicate", () => {
  let source: any;

  beforeAll(async () => {
    const tagId = await createTag(home, "Dup tag");
    source = await createEntity(home, {
      name: "Original",
      parentId: workbench.id,
      tagIds: [tagId],
      quantity: 3,
    });
    const stored = await putEntity(home, source.id, {
      name: "Original",
      parentId: workbench.id,
      tagIds: [tagId],
      quantity: 3,
      purchasePrice: 12.5,
      serialNumber: "SER-1",
      purchaseDate: "2023-04-05",
      fields: [
        { name: "Color", textValue: "teal" },
        { name: "Watts", type: "number", numberValue: 1200 },
      ],
    });
    source = stored.body;
    const thumbnail = await insertAttachment(home, source.id, { type: "thumbnail" });
    await insertAttachment(home, source.id, { primary: true, thumbnailId: thumbnail, title: "front" });
    await insertAttachment(home, source.id, { type: "manual", title: "manual" });
    await insertMaintenance(home, source.id, "Descale");
  });

  it("by default copies values, parent, type and tags under 'Copy of <name>' with a new asset ID, but no fields, maintenance or attachments", async () => {
    const response = await api(`/v1/entities/${source.id}/duplicate`, {
      method: "POST",
      token: home.token,
      body: {},
    });
    expect(response.status).toBe(201);
    const copy = response.body;
    expect(copy).toMatchObject({
      name: "Copy of Original",
      quantity: 3,
      purchasePrice: 12.5,
      serialNumber: "SER-1",
      purchaseDate: "2023-04-05",
      parent: { id: workbench.id },
      entityType: { id: source.entityType.id },
      tags: source.tags,
      fields: [],
      attachments: [],
    });
    expect(copy.id).not.toBe(source.id);
    expect(copy.assetId).not.toBe(source.assetId);
    expect(copy.assetId).not.toBe("");
    expect(copy).not.toHaveProperty("imageId");
    expect(await sqlNumber(`SELECT COUNT(*) FROM "MaintenanceEntry" WHERE "entityId" = ?`, [copy.id])).toBe(
      0,
    );
    expect(entityShapeProblems(copy, "repo.EntityOut")).toEqual([]);
    const original = await getEntity(home, source.id);
    expect(original.fields).toHaveLength(2);
    expect(original.attachments).toHaveLength(2);
  });

  it("copies custom fields, maintenance and attachments on request, with a custom prefix", async () => {
    const response = await api(`/v1/entities/${source.id}/duplicate`, {
      method: "POST",
      token: home.token,
      body: { copyCustomFields: true, copyMaintenance: true, copyAttachments: true, copyPrefix: "Twin: " },
    });
    expect(response.status).toBe(201);
    const copy = response.body;
    expect(copy.name).toBe("Twin: Original");
    expect(
      copy.fields.map(({ name, type, textValue, numberValue }: any) => ({
        name,
        type,
        textValue,
        numberValue,
      })),
    ).toEqual([
      { name: "Color", type: "text", textValue: "teal", numberValue: 0 },
      { name: "Watts", type: "number", textValue: "", numberValue: 1200 },
    ]);
    expect(copy.fields.map((field: { id: string }) => field.id)).not.toContain(source.fields[0].id);
    expect(await sqlNumber(`SELECT COUNT(*) FROM "MaintenanceEntry" WHERE "entityId" = ?`, [copy.id])).toBe(
      1,
    );
    expect(copy.attachments.map((attachment: { title: string }) => attachment.title).sort()).toEqual([
      "front",
      "manual",
    ]);
    const photo = copy.attachments.find((attachment: { title: string }) => attachment.title === "front");
    expect(copy.imageId).toBe(photo.id);
    expect(copy.thumbnailId).toBe(photo.thumbnail.id);
    const original = await getEntity(home, source.id);
    expect(original.imageId).not.toBe(copy.imageId);
    expect(original.thumbnailId).not.toBe(copy.thumbnailId);
    // Changing the copy's fields leaves the original's alone.
    await putEntity(home, copy.id, { name: copy.name, fields: [] });
    expect((await getEntity(home, source.id)).fields).toHaveLength(2);
  });

  it("an empty prefix falls back to 'Copy of ' (as in HomeBox); a long name is cut to 255", async () => {
    const long = await createEntity(home, { name: "n".repeat(255) });
    const copy = await api(`/v1/entities/${long.id}/duplicate`, {
      method: "POST",
      token: home.token,
      body: { copyPrefix: "" },
    });
    expect(copy.status).toBe(201);
    expect(copy.body.name).toBe(`Copy of ${"n".repeat(247)}`);
  });

  it("answers 404 for another group's entity, 400 for a malformed id, 422 for bad options", async () => {
    expectErrorBody(
      await api(`/v1/entities/${source.id}/duplicate`, { method: "POST", token: stranger.token, body: {} }),
      404,
    );
    expectErrorBody(
      await api("/v1/entities/x/duplicate", { method: "POST", token: home.token, body: {} }),
      400,
    );
    const bad = await api(`/v1/entities/${source.id}/duplicate`, {
      method: "POST",
      token: home.token,
      body: { copyMaintenance: "yes" },
    });
    expectErrorBody(bad, 422);
    expect(bad.body.fields).toHaveProperty("copyMaintenance");
  });
});

describe("GET /v1/entities/fields and /fields/values", () => {
  it("lists the group's distinct custom field names and one field's distinct values, sorted", async () => {
    const fresh = await newHome();
    const a = await createEntity(fresh, { name: "A" });
    const b = await createEntity(fresh, { name: "B" });
    await putEntity(fresh, a.id, {
      name: "A",
      fields: [
        { name: "Color", textValue: "red" },
        { name: "Size", textValue: "L" },
      ],
    });
    await putEntity(fresh, b.id, {
      name: "B",
      fields: [
        { name: "Color", textValue: "blue" },
        { name: "Color", textValue: "red" },
      ],
    });
    await putEntity(stranger, (await createEntity(stranger, { name: "S" })).id, {
      name: "S",
      fields: [{ name: "Secret", textValue: "x" }],
    });

    const namesResponse = await api("/v1/entities/fields", { token: fresh.token });
    expect(namesResponse.status).toBe(200);
    expect(namesResponse.body).toEqual(["Color", "Size"]);
    const values = await api("/v1/entities/fields/values?field=Color", { token: fresh.token });
    expect(values.body).toEqual(["blue", "red"]);
    expect((await api("/v1/entities/fields/values?field=Secret", { token: fresh.token })).body).toEqual([]);
    expect((await api("/v1/entities/fields/values?field=Nothing", { token: fresh.token })).body).toEqual([]);
    const missing = await api("/v1/entities/fields/values", { token: fresh.token });
    expectErrorBody(missing, 422);
    expect(missing.body.fields).toHaveProperty("field");
  });
});
