import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { shapeProblems } from "../support/openapi-shape";
import { api, expectErrorBody, newUser, type TestUser } from "./client";

const ZERO_TIME = "0001-01-01T00:00:00Z";
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

type Field = {
  id: string;
  name: string;
  type: string;
  textValue: string;
  numberValue: number;
  booleanValue: boolean;
  timeValue: string;
};

async function createTemplate(user: TestUser, body: Record<string, unknown>) {
  const response = await api("/v1/templates", { method: "POST", token: user.token, body });
  if (response.status !== 201) throw new Error(`create template: ${response.status} ${response.text}`);
  return response.body;
}

async function typeId(user: TestUser, isLocation: boolean): Promise<string> {
  const types = (await api("/v1/entity-types", { token: user.token })).body as {
    id: string;
    isLocation: boolean;
  }[];
  return types.find((type) => type.isLocation === isLocation)!.id;
}

async function createEntity(
  user: TestUser,
  body: Record<string, unknown>,
): Promise<{ id: string; name: string }> {
  const response = await api("/v1/entities", { method: "POST", token: user.token, body });
  if (response.status !== 201) throw new Error(`create entity: ${response.status} ${response.text}`);
  return response.body;
}

async function createLocation(user: TestUser, name: string) {
  return createEntity(user, { name, entityTypeId: await typeId(user, true) });
}

async function createTag(user: TestUser, name: string): Promise<{ id: string; name: string }> {
  const response = await api("/v1/tags", { method: "POST", token: user.token, body: { name } });
  if (response.status !== 201) throw new Error(`create tag: ${response.status} ${response.text}`);
  return response.body;
}

/**
 * HomeBox answers an unset default location as null (docs/homebox-compatibility.md keeps that) although its schema does
 * not mark the field nullable; everything else must match repo.EntityTemplateOut.
 */
function templateShapeProblems(template: Record<string, unknown>): string[] {
  const { defaultLocation, ...rest } = template;
  return defaultLocation === null
    ? shapeProblems(rest, "repo.EntityTemplateOut", ["defaultLocation"])
    : shapeProblems(template, "repo.EntityTemplateOut");
}

const putTemplate = (user: TestUser, id: string, body: Record<string, unknown>) =>
  api(`/v1/templates/${id}`, { method: "PUT", token: user.token, body });

describe("POST /v1/templates", () => {
  it("creates a template with only a name → 201 with HomeBox's defaults", async () => {
    const user = await newUser();
    const response = await api("/v1/templates", {
      method: "POST",
      token: user.token,
      body: { name: " Laptop " },
    });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({
      id: expect.any(String),
      name: "Laptop",
      description: "",
      notes: "",
      defaultName: "",
      defaultDescription: "",
      defaultManufacturer: "",
      defaultModelNumber: "",
      defaultWarrantyDetails: "",
      defaultQuantity: 1,
      defaultInsured: false,
      defaultLifetimeWarranty: false,
      includePurchaseFields: false,
      includeSoldFields: false,
      includeWarrantyFields: false,
      defaultLocation: null,
      defaultTags: [],
      fields: [],
      createdAt: expect.stringMatching(TIMESTAMP),
      updatedAt: expect.stringMatching(TIMESTAMP),
    });
    expect(templateShapeProblems(response.body)).toEqual([]);
  });

  it("stores every default, the location, tags by name and ordered typed fields", async () => {
    const user = await newUser();
    const shelf = await createLocation(user, "Shelf");
    const zeta = await createTag(user, "zeta");
    const alpha = await createTag(user, "Alpha");
    const body = {
      name: "Drill",
      description: "power tools",
      notes: "n",
      defaultName: "Drill #",
      defaultDescription: "cordless",
      defaultManufacturer: "Makita",
      defaultModelNumber: "DHP482",
      defaultWarrantyDetails: "3 years",
      defaultQuantity: 2,
      defaultInsured: true,
      defaultLifetimeWarranty: true,
      includePurchaseFields: true,
      includeSoldFields: true,
      includeWarrantyFields: true,
      defaultLocationId: shelf.id,
      defaultTagIds: [zeta.id, alpha.id, zeta.id],
      fields: [
        { name: "Voltage", type: "number", numberValue: 9007199254740991 },
        { name: "Colour", type: "text", textValue: "teal" },
        { name: "Brushless", type: "boolean", booleanValue: true },
        { name: "Serviced", type: "time", timeValue: "2025-03-04T05:06:07Z" },
        { name: "Untyped", textValue: "text by default", id: "00000000-0000-0000-0000-000000000000" },
      ],
    };
    const created = await createTemplate(user, body);
    const { defaultLocationId: _location, defaultTagIds: _tags, fields: _fields, ...scalars } = body;
    expect(created).toMatchObject({
      ...scalars,
      defaultLocation: { id: shelf.id, name: "Shelf" },
      defaultTags: [
        { id: alpha.id, name: "Alpha" },
        { id: zeta.id, name: "zeta" },
      ],
    });
    expect(created).not.toHaveProperty("defaultLocationId");
    expect(created.fields.map((field: Field) => [field.name, field.type])).toEqual([
      ["Voltage", "number"],
      ["Colour", "text"],
      ["Brushless", "boolean"],
      ["Serviced", "time"],
      ["Untyped", "text"],
    ]);
    expect(created.fields[0]).toMatchObject({
      numberValue: 9007199254740991,
      textValue: "",
      booleanValue: false,
      timeValue: ZERO_TIME,
    });
    expect(created.fields[2].booleanValue).toBe(true);
    expect(created.fields[3].timeValue).toBe("2025-03-04T05:06:07.000Z");
    expect(templateShapeProblems(created)).toEqual([]);
    for (const field of created.fields) expect(shapeProblems(field, "repo.TemplateField")).toEqual([]);
    const read = await api(`/v1/templates/${created.id}`, { token: user.token });
    expect(read.status).toBe(200);
    expect(read.body).toEqual(created);
  });

  it("enforces the field rules (422 naming the field)", async () => {
    const user = await newUser();
    const cases: Array<[Record<string, unknown>, string]> = [
      [{}, "name"],
      [{ name: "" }, "name"],
      [{ name: "x".repeat(256) }, "name"],
      [{ name: "ok", description: "d".repeat(1001) }, "description"],
      [{ name: "ok", notes: "n".repeat(1001) }, "notes"],
      [{ name: "ok", defaultName: "n".repeat(256) }, "defaultName"],
      [{ name: "ok", defaultManufacturer: "m".repeat(256) }, "defaultManufacturer"],
      [{ name: "ok", defaultQuantity: -1 }, "defaultQuantity"],
      [{ name: "ok", defaultQuantity: 1.5 }, "defaultQuantity"],
      [{ name: "ok", defaultInsured: "yes" }, "defaultInsured"],
      [{ name: "ok", defaultLocationId: "nope" }, "defaultLocationId"],
      [{ name: "ok", defaultTagIds: ["nope"] }, "defaultTagIds.0"],
      [{ name: "ok", fields: [{ name: "" }] }, "fields.0.name"],
      [{ name: "ok", fields: [{ name: "f", type: "colour" }] }, "fields.0.type"],
      [{ name: "ok", fields: [{ name: "f", type: "number", numberValue: 1.5 }] }, "fields.0.numberValue"],
      [{ name: "ok", fields: [{ name: "f", type: "number", numberValue: 2 ** 60 }] }, "fields.0.numberValue"],
      [{ name: "ok", fields: "nope" }, "fields"],
      [{ name: "ok", fields: Array.from({ length: 101 }, (_, index) => ({ name: `f${index}` })) }, "fields"],
    ];
    for (const [body, field] of cases) {
      const response = await api("/v1/templates", { method: "POST", token: user.token, body });
      expectErrorBody(response, 422);
      expect(response.body.fields, JSON.stringify(body)).toHaveProperty([field]);
    }
    const badTime = await api("/v1/templates", {
      method: "POST",
      token: user.token,
      body: { name: "ok", fields: [{ name: "f", type: "time", timeValue: "someday" }] },
    });
    expectErrorBody(badTime, 400);
    expectErrorBody(
      await api("/v1/templates", {
        method: "POST",
        token: user.token,
        rawBody: "[",
        headers: { "Content-Type": "application/json" },
      }),
      400,
    );
  });

  it("takes any entity of the group as default location, as HomeBox does; another group's location or tag is 404", async () => {
    const user = await newUser();
    const stranger = await newUser();
    // HomeBox's client makes a location with POST /v1/entities and no entityTypeId.
    const untyped = await createEntity(user, { name: "Garage shelf" });
    const template = await api("/v1/templates", {
      method: "POST",
      token: user.token,
      body: { name: "Shelf things", defaultLocationId: untyped.id },
    });
    expect(template.status).toBe(201);
    expect(template.body.defaultLocation).toEqual({ id: untyped.id, name: "Garage shelf" });
    const made = await api(`/v1/templates/${template.body.id}/create-item`, {
      method: "POST",
      token: user.token,
      body: { name: "Screwdriver" },
    });
    expect(made.status).toBe(201);
    expect(made.body.parent.id).toBe(untyped.id);
    await api(`/v1/templates/${template.body.id}`, { method: "DELETE", token: user.token });
    const theirLocation = await createLocation(stranger, "Their shed");
    const theirTag = await createTag(stranger, "Their tag");
    expectErrorBody(
      await api("/v1/templates", {
        method: "POST",
        token: user.token,
        body: { name: "x", defaultLocationId: theirLocation.id },
      }),
      404,
    );
    expectErrorBody(
      await api("/v1/templates", {
        method: "POST",
        token: user.token,
        body: { name: "x", defaultTagIds: [theirTag.id] },
      }),
      404,
    );
    expectErrorBody(
      await api("/v1/templates", {
        method: "POST",
        token: user.token,
        body: { name: "x", defaultLocationId: randomUUID() },
      }),
      404,
    );
    expect((await api("/v1/templates", { token: user.token })).body).toEqual([]);
  });
});

describe("GET /v1/templates", () => {
  it("lists the group's templates by name as HomeBox summaries", async () => {
    const user = await newUser();
    const stranger = await newUser();
    await createTemplate(user, { name: "zip ties", fields: [{ name: "Length" }] });
    await createTemplate(user, { name: "Batteries", description: "AA" });
    await createTemplate(stranger, { name: "Not mine" });
    const response = await api("/v1/templates", { token: user.token });
    expect(response.status).toBe(200);
    expect(response.body.map((template: { name: string }) => template.name)).toEqual([
      "Batteries",
      "zip ties",
    ]);
    for (const summary of response.body) {
      expect(shapeProblems(summary, "repo.EntityTemplateSummary")).toEqual([]);
      expect(Object.keys(summary).sort()).toEqual(["createdAt", "description", "id", "name", "updatedAt"]);
    }
  });

  it("GET /{id}: 404 for another group's template, 400 for a malformed id", async () => {
    const user = await newUser();
    const stranger = await newUser();
    const theirs = await createTemplate(stranger, { name: "Theirs" });
    expectErrorBody(await api(`/v1/templates/${theirs.id}`, { token: user.token }), 404);
    expectErrorBody(await api(`/v1/templates/${randomUUID()}`, { token: user.token }), 404);
    const malformed = await api("/v1/templates/abc", { token: user.token });
    expectErrorBody(malformed, 400);
    expect(malformed.body.error).toBe("invalid route key: id");
  });
});

describe("PUT /v1/templates/{id}", () => {
  it("replaces the template; fields are updated by id, created, deleted and reordered", async () => {
    const user = await newUser();
    const shelf = await createLocation(user, "Shelf");
    const tag = await createTag(user, "Tag");
    const created = await createTemplate(user, {
      name: "Before",
      description: "old",
      defaultQuantity: 5,
      defaultInsured: true,
      defaultLocationId: shelf.id,
      defaultTagIds: [tag.id],
      fields: [{ name: "Keep" }, { name: "Drop" }, { name: "Change", type: "number", numberValue: 1 }],
    });
    const [keep, , change] = created.fields as Field[];
    const response = await putTemplate(user, created.id, {
      name: "After",
      fields: [
        { ...change, name: "Changed", numberValue: 42 },
        { name: "New", type: "boolean", booleanValue: true },
        { id: keep!.id, name: "Keep", textValue: "kept" },
      ],
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      id: created.id,
      name: "After",
      description: "",
      defaultQuantity: 1,
      defaultInsured: false,
      defaultLocation: null,
      defaultTags: [],
    });
    expect(response.body.fields.map((field: Field) => [field.name, field.type])).toEqual([
      ["Changed", "number"],
      ["New", "boolean"],
      ["Keep", "text"],
    ]);
    expect(response.body.fields[0].id).toBe(change!.id);
    expect(response.body.fields[0].numberValue).toBe(42);
    expect(response.body.fields[2]).toMatchObject({ id: keep!.id, textValue: "kept" });
    expect(response.body.fields.map((field: Field) => field.id)).not.toContain(created.fields[1].id);
    expect(templateShapeProblems(response.body)).toEqual([]);
    expect((await api(`/v1/templates/${created.id}`, { token: user.token })).body).toEqual(response.body);

    const restored = await putTemplate(user, created.id, {
      name: "After",
      defaultLocationId: shelf.id,
      defaultTagIds: [tag.id],
    });
    expect(restored.body).toMatchObject({
      defaultLocation: { id: shelf.id, name: "Shelf" },
      defaultTags: [{ id: tag.id, name: "Tag" }],
      fields: [],
    });
  });

  it("treats another template's field id as a new field and leaves that template alone", async () => {
    const user = await newUser();
    const first = await createTemplate(user, {
      name: "First",
      fields: [{ name: "Shared", textValue: "one" }],
    });
    const second = await createTemplate(user, { name: "Second" });
    const response = await putTemplate(user, second.id, {
      name: "Second",
      fields: [{ ...first.fields[0], textValue: "two" }],
    });
    expect(response.status).toBe(200);
    expect(response.body.fields[0].id).not.toBe(first.fields[0].id);
    expect((await api(`/v1/templates/${first.id}`, { token: user.token })).body.fields[0].textValue).toBe(
      "one",
    );
  });

  it("changes nothing when a rule fails (the write is one transaction)", async () => {
    const user = await newUser();
    const stranger = await newUser();
    const theirTag = await createTag(stranger, "Theirs");
    const created = await createTemplate(user, { name: "Stable", fields: [{ name: "A" }] });
    expectErrorBody(
      await putTemplate(user, created.id, { name: "Changed", fields: [], defaultTagIds: [theirTag.id] }),
      404,
    );
    expectErrorBody(
      await putTemplate(user, created.id, { name: "Changed", fields: [], defaultLocationId: randomUUID() }),
      404,
    );
    const read = await api(`/v1/templates/${created.id}`, { token: user.token });
    expect(read.body).toEqual(created);
  });

  it("404 for another group's template, 422 for a broken rule, 400 for a malformed id", async () => {
    const user = await newUser();
    const stranger = await newUser();
    const theirs = await createTemplate(stranger, { name: "Theirs" });
    expectErrorBody(await putTemplate(user, theirs.id, { name: "Hijacked" }), 404);
    expect((await api(`/v1/templates/${theirs.id}`, { token: stranger.token })).body.name).toBe("Theirs");
    const mine = await createTemplate(user, { name: "Mine" });
    const invalid = await putTemplate(user, mine.id, { name: "" });
    expectErrorBody(invalid, 422);
    expect(invalid.body.fields).toHaveProperty("name");
    expectErrorBody(await putTemplate(user, "bad-id", { name: "x" }), 400);
  });
});

describe("DELETE /v1/templates/{id}", () => {
  it("deletes the template and its fields (204)", async () => {
    const user = await newUser();
    const created = await createTemplate(user, { name: "Temp", fields: [{ name: "f" }] });
    const response = await api(`/v1/templates/${created.id}`, { method: "DELETE", token: user.token });
    expect(response.status).toBe(204);
    expect(response.text).toBe("");
    expectErrorBody(await api(`/v1/templates/${created.id}`, { token: user.token }), 404);
    expectErrorBody(await api(`/v1/templates/${created.id}`, { method: "DELETE", token: user.token }), 404);
  });

  it("404 for another group's template (which survives), 400 for a malformed id", async () => {
    const user = await newUser();
    const stranger = await newUser();
    const theirs = await createTemplate(stranger, { name: "Theirs" });
    expectErrorBody(await api(`/v1/templates/${theirs.id}`, { method: "DELETE", token: user.token }), 404);
    expect((await api(`/v1/templates/${theirs.id}`, { token: stranger.token })).status).toBe(200);
    expectErrorBody(await api("/v1/templates/1", { method: "DELETE", token: user.token }), 400);
  });

  it("a deleted default location leaves the template with defaultLocation null", async () => {
    const user = await newUser();
    const shed = await createLocation(user, "Shed");
    const template = await createTemplate(user, { name: "Garden", defaultLocationId: shed.id });
    expect((await api(`/v1/entities/${shed.id}`, { method: "DELETE", token: user.token })).status).toBe(204);
    expect(
      (await api(`/v1/templates/${template.id}`, { token: user.token })).body.defaultLocation,
    ).toBeNull();
  });
});

describe("POST /v1/templates/{id}/create-item", () => {
  async function fullTemplate(user: TestUser) {
    const shelf = await createLocation(user, "Shelf");
    const tagA = await createTag(user, "Tool");
    const tagB = await createTag(user, "Power");
    const template = await createTemplate(user, {
      name: "Drill template",
      defaultName: "Drill",
      defaultDescription: "cordless drill",
      defaultManufacturer: "Makita",
      defaultModelNumber: "DHP482",
      defaultWarrantyDetails: "3 years",
      defaultQuantity: 3,
      defaultInsured: true,
      defaultLifetimeWarranty: true,
      defaultLocationId: shelf.id,
      defaultTagIds: [tagA.id, tagB.id],
      fields: [
        { name: "Voltage", type: "number", numberValue: 18 },
        { name: "Colour", type: "text", textValue: "teal" },
        { name: "Brushless", type: "boolean", booleanValue: true },
      ],
    });
    return { shelf, tagA, tagB, template };
  }

  it("creates an entity with the template's defaults → 201 full entity", async () => {
    const user = await newUser();
    const { shelf, tagA, tagB, template } = await fullTemplate(user);
    const response = await api(`/v1/templates/${template.id}/create-item`, {
      method: "POST",
      token: user.token,
      body: { name: "My drill" },
    });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      name: "My drill",
      description: "cordless drill",
      quantity: 3,
      insured: true,
      lifetimeWarranty: true,
      manufacturer: "Makita",
      modelNumber: "DHP482",
      warrantyDetails: "3 years",
      parent: { id: shelf.id },
    });
    expect(response.body.tags.map((tag: { id: string }) => tag.id).sort()).toEqual([tagA.id, tagB.id].sort());
    expect(
      response.body.fields.map((field: Field) => [
        field.name,
        field.type,
        field.textValue,
        field.numberValue,
        field.booleanValue,
      ]),
    ).toEqual([
      ["Voltage", "number", "", 18, false],
      ["Colour", "text", "teal", 0, false],
      ["Brushless", "boolean", "", 0, true],
    ]);
    expect(response.body.entityType.isLocation).toBe(false);
    expect(
      shapeProblems(response.body, "repo.EntityOut", [
        "defaultTemplateId",
        "defaultTemplate",
        "children",
        "itemCount",
      ]),
    ).toEqual([]);
    const read = await api(`/v1/entities/${response.body.id}`, { token: user.token });
    expect(read.status).toBe(200);
    expect(read.body.fields).toHaveLength(3);
  });

  it("given values win: parentId, description, quantity, tagIds (even empty), entityTypeId", async () => {
    const user = await newUser();
    const { template, tagB } = await fullTemplate(user);
    const garage = await createLocation(user, "Garage");
    const tool = await api("/v1/entity-types", { method: "POST", token: user.token, body: { name: "Tool" } });
    const response = await api(`/v1/templates/${template.id}/create-item`, {
      method: "POST",
      token: user.token,
      body: {
        name: "Other drill",
        parentId: garage.id,
        description: "mine",
        quantity: 0,
        tagIds: [tagB.id],
        entityTypeId: tool.body.id,
      },
    });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      parent: { id: garage.id },
      description: "mine",
      quantity: 0,
      entityType: { id: tool.body.id },
    });
    expect(response.body.tags.map((tag: { id: string }) => tag.id)).toEqual([tagB.id]);
    const untagged = await api(`/v1/templates/${template.id}/create-item`, {
      method: "POST",
      token: user.token,
      body: { name: "Bare", tagIds: [] },
    });
    expect(untagged.body.tags).toEqual([]);
  });

  it("a template without defaults gives a root entity with quantity 1 and no fields", async () => {
    const user = await newUser();
    const template = await createTemplate(user, { name: "Plain" });
    const response = await api(`/v1/templates/${template.id}/create-item`, {
      method: "POST",
      token: user.token,
      body: { name: "Thing", parentId: null },
    });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      name: "Thing",
      quantity: 1,
      insured: false,
      description: "",
      fields: [],
      tags: [],
    });
    expect(response.body).not.toHaveProperty("parent");
  });

  it("requires a name (422); 404 for another group's template, parent or tag; 400 for a malformed id", async () => {
    const user = await newUser();
    const stranger = await newUser();
    const mine = await createTemplate(user, { name: "Mine", defaultName: "Suggested" });
    const noName = await api(`/v1/templates/${mine.id}/create-item`, {
      method: "POST",
      token: user.token,
      body: {},
    });
    expectErrorBody(noName, 422);
    expect(noName.body.fields).toHaveProperty("name");
    const badQuantity = await api(`/v1/templates/${mine.id}/create-item`, {
      method: "POST",
      token: user.token,
      body: { name: "x", quantity: -2 },
    });
    expectErrorBody(badQuantity, 422);
    expect(badQuantity.body.fields).toHaveProperty("quantity");
    const theirs = await createTemplate(stranger, { name: "Theirs" });
    expectErrorBody(
      await api(`/v1/templates/${theirs.id}/create-item`, {
        method: "POST",
        token: user.token,
        body: { name: "x" },
      }),
      404,
    );
    const theirShed = await createLocation(stranger, "Their shed");
    expectErrorBody(
      await api(`/v1/templates/${mine.id}/create-item`, {
        method: "POST",
        token: user.token,
        body: { name: "x", parentId: theirShed.id },
      }),
      404,
    );
    const theirTag = await createTag(stranger, "Their tag");
    expectErrorBody(
      await api(`/v1/templates/${mine.id}/create-item`, {
        method: "POST",
        token: user.token,
        body: { name: "x", tagIds: [theirTag.id] },
      }),
      404,
    );
    expectErrorBody(
      await api("/v1/templates/nope/create-item", { method: "POST", token: user.token, body: { name: "x" } }),
      400,
    );
  });
});

describe("templates need credentials", () => {
  it("answers 401 on every route without a token", async () => {
    const id = randomUUID();
    for (const [method, path] of [
      ["GET", "/v1/templates"],
      ["POST", "/v1/templates"],
      ["GET", `/v1/templates/${id}`],
      ["PUT", `/v1/templates/${id}`],
      ["DELETE", `/v1/templates/${id}`],
      ["POST", `/v1/templates/${id}/create-item`],
    ] as const) {
      expectErrorBody(
        await api(path, { method, body: method === "POST" || method === "PUT" ? { name: "x" } : undefined }),
        401,
      );
    }
  });
});
