import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { shapeProblems } from "../support/openapi-shape";
import { api, expectErrorBody, newUser, type TestUser } from "./client";

/** An unset reference is omitted (docs/homebox-compatibility.md), so a type without a default template has neither key. */
const UNSET_TEMPLATE = ["defaultTemplateId", "defaultTemplate"];

type EntityType = {
  id: string;
  name: string;
  icon: string;
  description: string;
  isLocation: boolean;
  defaultTemplateId?: string;
  defaultTemplate?: { id: string; name: string };
};

async function types(user: TestUser): Promise<EntityType[]> {
  const response = await api("/v1/entity-types", { token: user.token });
  expect(response.status).toBe(200);
  return response.body;
}

async function seededType(user: TestUser, isLocation: boolean): Promise<EntityType> {
  return (await types(user)).find((type) => type.isLocation === isLocation)!;
}

async function createType(user: TestUser, body: Record<string, unknown>): Promise<EntityType> {
  const response = await api("/v1/entity-types", { method: "POST", token: user.token, body });
  if (response.status !== 201) throw new Error(`create type: ${response.status} ${response.text}`);
  return response.body;
}

async function createTemplate(user: TestUser, name: string): Promise<{ id: string; name: string }> {
  const response = await api("/v1/templates", { method: "POST", token: user.token, body: { name } });
  if (response.status !== 201) throw new Error(`create template: ${response.status} ${response.text}`);
  return response.body;
}

async function createEntity(user: TestUser, body: Record<string, unknown>): Promise<{ id: string }> {
  const response = await api("/v1/entities", { method: "POST", token: user.token, body });
  if (response.status !== 201) throw new Error(`create entity: ${response.status} ${response.text}`);
  return response.body;
}

const putType = (user: TestUser, id: string, body: Record<string, unknown>) =>
  api(`/v1/entity-types/${id}`, { method: "PUT", token: user.token, body });

describe("GET /v1/entity-types", () => {
  it("lists the seeded Item and Location types by name, as HomeBox EntityTypeSummaries", async () => {
    const user = await newUser();
    const list = await types(user);
    expect(list.map((type) => [type.name, type.isLocation])).toEqual([
      ["Item", false],
      ["Location", true],
    ]);
    for (const type of list) {
      expect(shapeProblems(type, "repo.EntityTypeSummary", UNSET_TEMPLATE)).toEqual([]);
      expect(type).not.toHaveProperty("defaultTemplateId");
    }
    await createType(user, { name: "appliance" });
    expect((await types(user)).map((type) => type.name)).toEqual(["appliance", "Item", "Location"]);
  });

  it("shows only the caller's group; GET /{id} answers one type, 404 for another group's", async () => {
    const user = await newUser();
    const stranger = await newUser();
    const theirs = await createType(stranger, { name: "Secret type" });
    expect((await types(user)).map((type) => type.name)).not.toContain("Secret type");
    expectErrorBody(await api(`/v1/entity-types/${theirs.id}`, { token: user.token }), 404);
    const mine = await api(`/v1/entity-types/${theirs.id}`, { token: stranger.token });
    expect(mine.body).toMatchObject({ id: theirs.id, name: "Secret type" });
    expectErrorBody(await api("/v1/entity-types/xyz", { token: user.token }), 400);
  });
});

describe("POST /v1/entity-types", () => {
  it("creates a type → 201 with its default template", async () => {
    const user = await newUser();
    const template = await createTemplate(user, "Book template");
    const response = await api("/v1/entity-types", {
      method: "POST",
      token: user.token,
      body: {
        name: " Book ",
        icon: "book",
        isLocation: false,
        defaultTemplateId: template.id,
        description: "paper",
      },
    });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      name: "Book",
      icon: "book",
      description: "paper",
      isLocation: false,
      defaultTemplateId: template.id,
      defaultTemplate: { id: template.id, name: "Book template", description: "" },
    });
    expect(shapeProblems(response.body, "repo.EntityTypeSummary", UNSET_TEMPLATE)).toEqual([]);
    const shelf = await createType(user, { name: "Shelf", isLocation: true, defaultTemplateId: null });
    expect(shelf).toMatchObject({ isLocation: true, icon: "", description: "" });
    expect(shelf).not.toHaveProperty("defaultTemplate");
  });

  it("enforces the field rules (422 naming the field)", async () => {
    const user = await newUser();
    const cases: Array<[Record<string, unknown>, string]> = [
      [{}, "name"],
      [{ name: " " }, "name"],
      [{ name: "x".repeat(256) }, "name"],
      [{ name: "ok", isLocation: "maybe" }, "isLocation"],
      [{ name: "ok", icon: "i".repeat(65) }, "icon"],
      [{ name: "ok", description: "d".repeat(1001) }, "description"],
      [{ name: "ok", defaultTemplateId: "nope" }, "defaultTemplateId"],
    ];
    for (const [body, field] of cases) {
      const response = await api("/v1/entity-types", { method: "POST", token: user.token, body });
      expectErrorBody(response, 422);
      expect(response.body.fields, JSON.stringify(body)).toHaveProperty(field);
    }
  });

  it("refuses another group's template or an unknown one (404)", async () => {
    const user = await newUser();
    const stranger = await newUser();
    const theirs = await createTemplate(stranger, "Theirs");
    expectErrorBody(
      await api("/v1/entity-types", {
        method: "POST",
        token: user.token,
        body: { name: "x", defaultTemplateId: theirs.id },
      }),
      404,
    );
    expectErrorBody(
      await api("/v1/entity-types", {
        method: "POST",
        token: user.token,
        body: { name: "x", defaultTemplateId: randomUUID() },
      }),
      404,
    );
    expect((await types(user)).map((type) => type.name)).toEqual(["Item", "Location"]);
  });
});

describe("PUT /v1/entity-types/{id}", () => {
  it("updates name and icon; an absent default template is cleared, an absent isLocation kept", async () => {
    const user = await newUser();
    const template = await createTemplate(user, "T");
    const type = await createType(user, {
      name: "Gadget",
      icon: "cpu",
      isLocation: true,
      defaultTemplateId: template.id,
      description: "keep me",
    });
    const response = await putType(user, type.id, { name: "Gizmo" });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      id: type.id,
      name: "Gizmo",
      icon: "",
      isLocation: true,
      description: "keep me",
    });
    expect(response.body).not.toHaveProperty("defaultTemplateId");
    expect(shapeProblems(response.body, "repo.EntityTypeSummary", UNSET_TEMPLATE)).toEqual([]);
    const again = await putType(user, type.id, {
      name: "Gizmo",
      icon: "chip",
      defaultTemplateId: template.id,
      description: "",
    });
    expect(again.body).toMatchObject({ icon: "chip", defaultTemplateId: template.id, description: "" });
    const cleared = await putType(user, type.id, {
      name: "Gizmo",
      defaultTemplateId: "00000000-0000-0000-0000-000000000000",
    });
    expect(cleared.body).not.toHaveProperty("defaultTemplate");
  });

  it("flips isLocation of an unused type, refuses it for a type in use (409)", async () => {
    const user = await newUser();
    const spare = await createType(user, { name: "Spare" });
    const flipped = await putType(user, spare.id, { name: "Spare", isLocation: true });
    expect(flipped.body.isLocation).toBe(true);

    const item = await seededType(user, false);
    await createEntity(user, { name: "Hammer", entityTypeId: item.id });
    const refused = await putType(user, item.id, { name: "Item", isLocation: true });
    expectErrorBody(refused, 409);
    // Renaming a type in use is fine, and an unchanged isLocation is not a change.
    expect((await putType(user, item.id, { name: "Thing", isLocation: false })).status).toBe(200);
  });

  it("keeps one non-location type: the last one cannot become a location (409)", async () => {
    const user = await newUser();
    const item = await seededType(user, false);
    expectErrorBody(await putType(user, item.id, { name: "Item", isLocation: true }), 409);
    await createType(user, { name: "Second item type" });
    expect((await putType(user, item.id, { name: "Item", isLocation: true })).status).toBe(200);
  });

  it("validates like POST; 404 for another group's type or template; 400 for a malformed id", async () => {
    const user = await newUser();
    const stranger = await newUser();
    const item = await seededType(user, false);
    const theirType = await seededType(stranger, false);
    const theirTemplate = await createTemplate(stranger, "Theirs");
    const invalid = await putType(user, item.id, { name: "" });
    expectErrorBody(invalid, 422);
    expect(invalid.body.fields).toHaveProperty("name");
    expectErrorBody(await putType(user, theirType.id, { name: "Hijacked" }), 404);
    expect((await seededType(stranger, false)).name).toBe("Item");
    expectErrorBody(await putType(user, item.id, { name: "Item", defaultTemplateId: theirTemplate.id }), 404);
    expectErrorBody(await putType(user, randomUUID(), { name: "x" }), 404);
    expectErrorBody(await putType(user, "123", { name: "x" }), 400);
  });
});

describe("DELETE /v1/entity-types/{id}", () => {
  it("deletes an unused type (204)", async () => {
    const user = await newUser();
    const type = await createType(user, { name: "Temporary" });
    const response = await api(`/v1/entity-types/${type.id}`, { method: "DELETE", token: user.token });
    expect(response.status).toBe(204);
    expect(response.text).toBe("");
    expect((await types(user)).map((entry) => entry.name)).toEqual(["Item", "Location"]);
    expectErrorBody(await api(`/v1/entity-types/${type.id}`, { method: "DELETE", token: user.token }), 404);
  });

  it("refuses a type in use (409) and the last non-location type (409)", async () => {
    const user = await newUser();
    const location = await seededType(user, true);
    await createEntity(user, { name: "Shed", entityTypeId: location.id });
    expectErrorBody(
      await api(`/v1/entity-types/${location.id}`, { method: "DELETE", token: user.token }),
      409,
    );

    const item = await seededType(user, false);
    expectErrorBody(await api(`/v1/entity-types/${item.id}`, { method: "DELETE", token: user.token }), 409);
    const other = await createType(user, { name: "Other items" });
    expect((await api(`/v1/entity-types/${item.id}`, { method: "DELETE", token: user.token })).status).toBe(
      204,
    );
    expectErrorBody(await api(`/v1/entity-types/${other.id}`, { method: "DELETE", token: user.token }), 409);
  });

  it("concurrent deletes never remove the last two non-location types together", async () => {
    const user = await newUser();
    const item = await seededType(user, false);
    for (let round = 0; round < 3; round++) {
      const extra = await createType(user, { name: `Extra ${round}` });
      const remaining = (await types(user)).filter((type) => !type.isLocation);
      expect(remaining).toHaveLength(2);
      const results = await Promise.all(
        remaining.map((type) => api(`/v1/entity-types/${type.id}`, { method: "DELETE", token: user.token })),
      );
      expect(results.map((result) => result.status).sort()).toEqual([204, 409]);
      expect((await types(user)).filter((type) => !type.isLocation)).toHaveLength(1);
      void extra;
      void item;
    }
  });

  it("404 for another group's type (which survives), 400 for a malformed id", async () => {
    const user = await newUser();
    const stranger = await newUser();
    const theirs = await createType(stranger, { name: "Theirs" });
    expectErrorBody(await api(`/v1/entity-types/${theirs.id}`, { method: "DELETE", token: user.token }), 404);
    expect((await types(stranger)).map((type) => type.name)).toContain("Theirs");
    expectErrorBody(await api("/v1/entity-types/zzz", { method: "DELETE", token: user.token }), 400);
  });

  it("deleting a template clears it as a type's default", async () => {
    const user = await newUser();
    const template = await createTemplate(user, "Gone soon");
    const type = await createType(user, { name: "Defaulted", defaultTemplateId: template.id });
    expect((await api(`/v1/templates/${template.id}`, { method: "DELETE", token: user.token })).status).toBe(
      204,
    );
    const after = (await types(user)).find((entry) => entry.id === type.id)!;
    expect(after).not.toHaveProperty("defaultTemplateId");
    expect(after).not.toHaveProperty("defaultTemplate");
  });
});

describe("entity types need credentials", () => {
  it("answers 401 on every route without a token", async () => {
    const id = randomUUID();
    for (const [method, path] of [
      ["GET", "/v1/entity-types"],
      ["POST", "/v1/entity-types"],
      ["GET", `/v1/entity-types/${id}`],
      ["PUT", `/v1/entity-types/${id}`],
      ["DELETE", `/v1/entity-types/${id}`],
    ] as const) {
      expectErrorBody(
        await api(path, { method, body: method === "POST" || method === "PUT" ? { name: "x" } : undefined }),
        401,
      );
    }
  });
});
