import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { shapeProblems } from "../support/openapi-shape";
import { api, expectErrorBody, newUser, type TestUser } from "./client";

const ZERO_UUID = "00000000-0000-0000-0000-000000000000";
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

type Tag = {
  id: string;
  name: string;
  parentId: string;
  parent?: Tag;
  children: Tag[];
  color: string;
  description: string;
  icon: string;
  updatedAt: string;
};

async function createTag(user: TestUser, body: Record<string, unknown>): Promise<Tag> {
  const response = await api("/v1/tags", { method: "POST", token: user.token, body });
  if (response.status !== 201) throw new Error(`create tag: ${response.status} ${response.text}`);
  return response.body;
}

/** A chain of tags, each the child of the one before; returns them root first. */
async function chain(user: TestUser, length: number, label = "level"): Promise<Tag[]> {
  const tags: Tag[] = [];
  for (let level = 1; level <= length; level++) {
    tags.push(await createTag(user, { name: `${label} ${level}`, parentId: tags.at(-1)?.id ?? null }));
  }
  return tags;
}

const putTag = (user: TestUser, id: string, body: Record<string, unknown>) =>
  api(`/v1/tags/${id}`, { method: "PUT", token: user.token, body });

describe("GET /v1/tags", () => {
  it("lists the group's tags by name (case-insensitive) as HomeBox TagSummaries", async () => {
    const user = await newUser();
    const response = await api("/v1/tags", { token: user.token });
    expect(response.status).toBe(200);
    expect(response.body.map((tag: Tag) => tag.name)).toEqual([
      "Appliances",
      "Electronics",
      "General",
      "Important",
      "IOT",
      "Servers",
    ]);
    for (const tag of response.body) {
      expect(shapeProblems(tag, "repo.TagSummary")).toEqual([]);
      expect(tag.parentId).toBe(ZERO_UUID);
      expect(tag.createdAt).toMatch(TIMESTAMP);
    }
    await createTag(user, { name: "aardvark" });
    await createTag(user, { name: "Zebra" });
    const names = (await api("/v1/tags", { token: user.token })).body.map((tag: Tag) => tag.name);
    expect(names[0]).toBe("aardvark");
    expect(names.at(-1)).toBe("Zebra");
  });

  it("shows only the caller's group", async () => {
    const owner = await newUser();
    const stranger = await newUser();
    await createTag(owner, { name: "Private label" });
    const theirs = await api("/v1/tags", { token: stranger.token });
    expect(theirs.body.map((tag: Tag) => tag.name)).not.toContain("Private label");
    expect(theirs.body).toHaveLength(6);
  });
});

describe("POST /v1/tags", () => {
  it("creates a root tag → 201 TagOut without parent, with empty children", async () => {
    const user = await newUser();
    const response = await api("/v1/tags", {
      method: "POST",
      token: user.token,
      body: {
        name: "  Tools ",
        description: "hand tools",
        color: "#1E90FF",
        icon: "mdi-hammer",
        parentId: null,
        extra: 1,
      },
    });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({
      id: expect.any(String),
      name: "Tools",
      description: "hand tools",
      color: "#1e90ff",
      icon: "mdi-hammer",
      parentId: ZERO_UUID,
      children: [],
      createdAt: expect.stringMatching(TIMESTAMP),
      updatedAt: expect.stringMatching(TIMESTAMP),
    });
    expect(shapeProblems(response.body, "repo.TagOut")).toEqual([]);
  });

  it("creates a child: the answer and GET carry parent and children", async () => {
    const user = await newUser();
    const parent = await createTag(user, { name: "Parent" });
    const child = await createTag(user, { name: "Child", parentId: parent.id });
    expect(child.parentId).toBe(parent.id);
    expect(child.parent).toMatchObject({ id: parent.id, name: "Parent", parentId: ZERO_UUID });
    expect(shapeProblems(child, "repo.TagOut")).toEqual([]);
    await createTag(user, { name: "Another child", parentId: parent.id });
    const read = await api(`/v1/tags/${parent.id}`, { token: user.token });
    expect(read.status).toBe(200);
    expect(read.body.children.map((tag: Tag) => tag.name)).toEqual(["Another child", "Child"]);
    expect(read.body.children.every((tag: Tag) => tag.parentId === parent.id)).toBe(true);
    expect(read.body).not.toHaveProperty("parent");
    expect(shapeProblems(read.body, "repo.TagOut")).toEqual([]);
  });

  it("reads null, absent, empty and the zero UUID as a root", async () => {
    const user = await newUser();
    for (const parentId of [null, undefined, "", ZERO_UUID]) {
      const tag = await createTag(user, { name: `root ${String(parentId)}`, parentId });
      expect(tag.parentId).toBe(ZERO_UUID);
      expect(tag).not.toHaveProperty("parent");
    }
  });

  it("accepts every CSS hex form and empty; refuses other colours (422 color)", async () => {
    const user = await newUser();
    for (const color of ["#abc", "#abcd", "#aabbcc", "#aabbccdd", ""]) {
      expect((await createTag(user, { name: `c${color}`, color })).color).toBe(color);
    }
    for (const color of ["red", "rgb(1,2,3)", "#12345", "123456", 5]) {
      const response = await api("/v1/tags", {
        method: "POST",
        token: user.token,
        body: { name: "bad", color },
      });
      expectErrorBody(response, 422);
      expect(Object.keys(response.body.fields)).toEqual(["color"]);
    }
  });

  it("enforces name 1..255, description ≤ 1000, icon ≤ 64 (422 naming the field)", async () => {
    const user = await newUser();
    const cases: Array<[Record<string, unknown>, string]> = [
      [{}, "name"],
      [{ name: "" }, "name"],
      [{ name: "   " }, "name"],
      [{ name: "x".repeat(256) }, "name"],
      [{ name: 7 }, "name"],
      [{ name: "ok", description: "d".repeat(1001) }, "description"],
      [{ name: "ok", icon: "i".repeat(65) }, "icon"],
      [{ name: "ok", parentId: "not-a-uuid" }, "parentId"],
    ];
    for (const [body, field] of cases) {
      const response = await api("/v1/tags", { method: "POST", token: user.token, body });
      expectErrorBody(response, 422);
      expect(response.body.fields, JSON.stringify(body)).toHaveProperty(field);
    }
    expect(
      (await createTag(user, { name: "x".repeat(255), icon: "i".repeat(64), description: "d".repeat(1000) }))
        .name,
    ).toHaveLength(255);
    expectErrorBody(
      await api("/v1/tags", {
        method: "POST",
        token: user.token,
        rawBody: "{",
        headers: { "Content-Type": "application/json" },
      }),
      400,
    );
  });

  it("refuses a parent of another group or an unknown parent (404)", async () => {
    const user = await newUser();
    const stranger = await newUser();
    const theirs = await createTag(stranger, { name: "Theirs" });
    const foreign = await api("/v1/tags", {
      method: "POST",
      token: user.token,
      body: { name: "x", parentId: theirs.id },
    });
    expectErrorBody(foreign, 404);
    expect(foreign.body).toEqual({ error: "Not Found", code: "not_found" });
    expectErrorBody(
      await api("/v1/tags", {
        method: "POST",
        token: user.token,
        body: { name: "x", parentId: randomUUID() },
      }),
      404,
    );
  });

  it("allows five levels and refuses a sixth (422 naming parentId)", async () => {
    const user = await newUser();
    const levels = await chain(user, 5);
    expect(levels[4]!.parent?.id).toBe(levels[3]!.id);
    const sixth = await api("/v1/tags", {
      method: "POST",
      token: user.token,
      body: { name: "too deep", parentId: levels[4]!.id },
    });
    expectErrorBody(sixth, 422);
    expect(Object.keys(sixth.body.fields)).toEqual(["parentId"]);
  });
});

describe("GET /v1/tags/{id}", () => {
  it("404 for another group's tag and an unknown id; 400 for a malformed id", async () => {
    const user = await newUser();
    const stranger = await newUser();
    const theirs = await createTag(stranger, { name: "Theirs" });
    const foreign = await api(`/v1/tags/${theirs.id}`, { token: user.token });
    expectErrorBody(foreign, 404);
    expect(foreign.text).not.toContain("Theirs");
    expectErrorBody(await api(`/v1/tags/${randomUUID()}`, { token: user.token }), 404);
    const malformed = await api("/v1/tags/123", { token: user.token });
    expectErrorBody(malformed, 400);
    expect(malformed.body.error).toBe("invalid route key: id");
  });
});

describe("PUT /v1/tags/{id}", () => {
  it("replaces every field; absent ones are cleared and an absent parent makes a root", async () => {
    const user = await newUser();
    const parent = await createTag(user, { name: "Parent" });
    const tag = await createTag(user, {
      name: "Tag",
      description: "d",
      color: "#fff",
      icon: "i",
      parentId: parent.id,
    });
    const response = await putTag(user, tag.id, { id: randomUUID(), name: "Renamed" });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      id: tag.id,
      name: "Renamed",
      description: "",
      color: "",
      icon: "",
      parentId: ZERO_UUID,
    });
    expect(response.body).not.toHaveProperty("parent");
    expect(shapeProblems(response.body, "repo.TagOut")).toEqual([]);
    const moved = await putTag(user, tag.id, { name: "Renamed", parentId: parent.id, color: "#ABCDEF" });
    expect(moved.body).toMatchObject({ parentId: parent.id, color: "#abcdef", parent: { id: parent.id } });
    expect(Date.parse(moved.body.updatedAt)).toBeGreaterThanOrEqual(Date.parse(tag.updatedAt));
  });

  it("refuses a cycle: the tag itself or a descendant as parent (422 naming parentId)", async () => {
    const user = await newUser();
    const [a, b, c] = await chain(user, 3);
    for (const parentId of [a!.id, b!.id, c!.id]) {
      const response = await putTag(user, a!.id, { name: a!.name, parentId });
      expectErrorBody(response, 422);
      expect(Object.keys(response.body.fields)).toEqual(["parentId"]);
    }
    const self = await putTag(user, c!.id, { name: c!.name, parentId: c!.id });
    expectErrorBody(self, 422);
    expect((await api(`/v1/tags/${a!.id}`, { token: user.token })).body.parentId).toBe(ZERO_UUID);
  });

  it("counts the moved subtree's height against the depth limit", async () => {
    const user = await newUser();
    const target = await chain(user, 3, "target"); // levels 1..3
    const subtree = await chain(user, 3, "subtree"); // a root with two levels under it
    const tooDeep = await putTag(user, subtree[0]!.id, { name: "subtree 1", parentId: target[2]!.id });
    expectErrorBody(tooDeep, 422);
    expect(tooDeep.body.fields).toHaveProperty("parentId");
    const fits = await putTag(user, subtree[0]!.id, { name: "subtree 1", parentId: target[1]!.id });
    expect(fits.status).toBe(200);
    expect((await api(`/v1/tags/${subtree[2]!.id}`, { token: user.token })).body.parent.id).toBe(
      subtree[1]!.id,
    );
    // The whole tree is now five levels deep: nothing more fits under its deepest tag.
    expectErrorBody(
      await api("/v1/tags", {
        method: "POST",
        token: user.token,
        body: { name: "x", parentId: subtree[2]!.id },
      }),
      422,
    );
  });

  it("keeps an unchanged parent without re-checking, and validates like POST", async () => {
    const user = await newUser();
    const levels = await chain(user, 5);
    const renamed = await putTag(user, levels[4]!.id, { name: "deepest", parentId: levels[3]!.id });
    expect(renamed.status).toBe(200);
    const invalid = await putTag(user, levels[4]!.id, { name: "", color: "blue" });
    expectErrorBody(invalid, 422);
    expect(Object.keys(invalid.body.fields).sort()).toEqual(["color", "name"]);
  });

  it("404 for another group's tag or parent, 400 for a malformed id", async () => {
    const user = await newUser();
    const stranger = await newUser();
    const mine = await createTag(user, { name: "Mine" });
    const theirs = await createTag(stranger, { name: "Theirs" });
    expectErrorBody(await putTag(user, theirs.id, { name: "Hijacked" }), 404);
    expect((await api(`/v1/tags/${theirs.id}`, { token: stranger.token })).body.name).toBe("Theirs");
    expectErrorBody(await putTag(user, mine.id, { name: "Mine", parentId: theirs.id }), 404);
    expectErrorBody(await putTag(user, randomUUID(), { name: "x" }), 404);
    expectErrorBody(await putTag(user, "nope", { name: "x" }), 400);
  });

  it("never lets concurrent moves build a cycle", async () => {
    const user = await newUser();
    for (let round = 0; round < 8; round++) {
      const a = await createTag(user, { name: `race a${round}` });
      const b = await createTag(user, { name: `race b${round}` });
      const [first, second] = await Promise.all([
        putTag(user, a.id, { name: a.name, parentId: b.id }),
        putTag(user, b.id, { name: b.name, parentId: a.id }),
      ]);
      expect([first.status, second.status].sort()).toEqual([200, 422]);
      const [readA, readB] = await Promise.all([
        api(`/v1/tags/${a.id}`, { token: user.token }),
        api(`/v1/tags/${b.id}`, { token: user.token }),
      ]);
      expect(readA.body.parentId === b.id && readB.body.parentId === a.id).toBe(false);
    }
  });
});

describe("concurrent tree changes", () => {
  it("two moves that each fit but together make six levels: one is refused", async () => {
    const user = await newUser();
    for (let round = 0; round < 4; round++) {
      const target = await chain(user, 3, `target${round}`); // levels 1..3
      const hanging = await chain(user, 2, `hanging${round}`); // two levels
      const newRoot = await createTag(user, { name: `new root ${round}` });
      // Alone: hanging under target 3 → 5 levels; target 1 under the new root → 4 levels. Together: 6.
      const [deepen, lift] = await Promise.all([
        putTag(user, hanging[0]!.id, { name: hanging[0]!.name, parentId: target[2]!.id }),
        putTag(user, target[0]!.id, { name: target[0]!.name, parentId: newRoot.id }),
      ]);
      expect([deepen.status, lift.status].sort()).toEqual([200, 422]);
    }
  });
});

describe("DELETE /v1/tags/{id}", () => {
  it("deletes the tag (204); its children become roots", async () => {
    const user = await newUser();
    const [root, middle, leaf] = await chain(user, 3);
    const deleted = await api(`/v1/tags/${middle!.id}`, { method: "DELETE", token: user.token });
    expect(deleted.status).toBe(204);
    expect(deleted.text).toBe("");
    expectErrorBody(await api(`/v1/tags/${middle!.id}`, { token: user.token }), 404);
    const orphan = await api(`/v1/tags/${leaf!.id}`, { token: user.token });
    expect(orphan.body.parentId).toBe(ZERO_UUID);
    expect(orphan.body).not.toHaveProperty("parent");
    expect((await api(`/v1/tags/${root!.id}`, { token: user.token })).body.children).toEqual([]);
    expectErrorBody(await api(`/v1/tags/${middle!.id}`, { method: "DELETE", token: user.token }), 404);
  });

  it("removes the tag from templates and entities", async () => {
    const user = await newUser();
    const doomed = await createTag(user, { name: "Doomed" });
    const kept = await createTag(user, { name: "Kept" });
    const template = await api("/v1/templates", {
      method: "POST",
      token: user.token,
      body: { name: "With tags", defaultTagIds: [doomed.id, kept.id] },
    });
    expect(template.status).toBe(201);
    const entity = await api("/v1/entities", {
      method: "POST",
      token: user.token,
      body: { name: "Tagged", tagIds: [doomed.id, kept.id] },
    });
    expect(entity.status).toBe(201);
    expect(entity.body.tags).toHaveLength(2);

    expect((await api(`/v1/tags/${doomed.id}`, { method: "DELETE", token: user.token })).status).toBe(204);
    const templateAfter = await api(`/v1/templates/${template.body.id}`, { token: user.token });
    expect(templateAfter.body.defaultTags).toEqual([{ id: kept.id, name: "Kept" }]);
    const entityAfter = await api(`/v1/entities/${entity.body.id}`, { token: user.token });
    expect(entityAfter.body.tags.map((tag: Tag) => tag.id)).toEqual([kept.id]);
  });

  it("404 for another group's tag (which survives), 400 for a malformed id", async () => {
    const user = await newUser();
    const stranger = await newUser();
    const theirs = await createTag(stranger, { name: "Theirs" });
    expectErrorBody(await api(`/v1/tags/${theirs.id}`, { method: "DELETE", token: user.token }), 404);
    expect((await api(`/v1/tags/${theirs.id}`, { token: stranger.token })).status).toBe(200);
    expectErrorBody(await api("/v1/tags/not-a-uuid", { method: "DELETE", token: user.token }), 400);
  });
});

describe("tags need credentials", () => {
  it("answers 401 on every route without a token", async () => {
    const id = randomUUID();
    const calls: Array<[string, string]> = [
      ["GET", "/v1/tags"],
      ["POST", "/v1/tags"],
      ["GET", `/v1/tags/${id}`],
      ["PUT", `/v1/tags/${id}`],
      ["DELETE", `/v1/tags/${id}`],
    ];
    for (const [method, path] of calls) {
      expectErrorBody(
        await api(path, { method, body: method === "POST" || method === "PUT" ? { name: "x" } : undefined }),
        401,
      );
    }
  });
});
