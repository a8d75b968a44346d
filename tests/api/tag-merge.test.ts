import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { api, expectErrorBody, newUser, type TestUser } from "./client";

type Tag = { id: string; name: string; parentId: string; children: { id: string; name: string }[] };

async function createTag(user: TestUser, name: string, parentId: string | null = null): Promise<Tag> {
  const response = await api("/v1/tags", { method: "POST", token: user.token, body: { name, parentId } });
  if (response.status !== 201) throw new Error(`create tag: ${response.status} ${response.text}`);
  return response.body;
}

async function createItem(user: TestUser, name: string, tagIds: string[]): Promise<string> {
  const response = await api("/v1/entities", { method: "POST", token: user.token, body: { name, tagIds } });
  if (response.status !== 201) throw new Error(`create item: ${response.status} ${response.text}`);
  return response.body.id;
}

async function tagNamesOf(user: TestUser, entityId: string): Promise<string[]> {
  const response = await api(`/v1/entities/${entityId}`, { token: user.token });
  return response.body.tags.map((tag: { name: string }) => tag.name).sort();
}

const merge = (user: TestUser, id: string, intoId: unknown) =>
  api(`/v1/tags/${id}/merge`, { method: "POST", token: user.token, body: { intoId } });

describe("POST /v1/tags/{id}/merge", () => {
  it("gives the source's entities and templates the target, moves its children, deletes it", async () => {
    const user = await newUser();
    const source = await createTag(user, "Drills");
    const target = await createTag(user, "Tools");
    const child = await createTag(user, "Cordless", source.id);
    const onlySource = await createItem(user, "Hammer drill", [source.id]);
    const both = await createItem(user, "Drill kit", [source.id, target.id]);
    const neither = await createItem(user, "Lamp", []);
    const template = await api("/v1/templates", {
      method: "POST",
      token: user.token,
      body: { name: "Drill", defaultTagIds: [source.id] },
    });
    expect(template.status).toBe(201);

    const response = await merge(user, source.id, target.id);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ id: target.id, name: "Tools" });
    expect(response.body.children.map((tag: Tag) => tag.id)).toEqual([child.id]);

    expect(await tagNamesOf(user, onlySource)).toEqual(["Tools"]);
    expect(await tagNamesOf(user, both)).toEqual(["Tools"]);
    expect(await tagNamesOf(user, neither)).toEqual([]);
    expect((await api(`/v1/tags/${source.id}`, { token: user.token })).status).toBe(404);
    expect((await api(`/v1/tags/${child.id}`, { token: user.token })).body.parentId).toBe(target.id);
    const read = await api(`/v1/templates/${template.body.id}`, { token: user.token });
    expect(read.body.defaultTags.map((tag: { id: string }) => tag.id)).toEqual([target.id]);
  });

  it("refuses a merge into itself or into its own descendant (422) and changes nothing", async () => {
    const user = await newUser();
    const parent = await createTag(user, "Parent");
    const child = await createTag(user, "Child", parent.id);
    const grandchild = await createTag(user, "Grandchild", child.id);
    expectErrorBody(await merge(user, parent.id, parent.id), 422);
    const intoDescendant = await merge(user, parent.id, grandchild.id);
    expectErrorBody(intoDescendant, 422);
    expect(intoDescendant.body.fields).toHaveProperty("intoId");
    expect((await api(`/v1/tags/${parent.id}`, { token: user.token })).status).toBe(200);
    expect((await api(`/v1/tags/${grandchild.id}`, { token: user.token })).body.parentId).toBe(child.id);
  });

  it("refuses a merge that would nest the source's children deeper than five levels (422)", async () => {
    const user = await newUser();
    let deep: Tag | null = null;
    for (let level = 1; level <= 5; level++) deep = await createTag(user, `Deep ${level}`, deep?.id ?? null);
    const source = await createTag(user, "Source");
    await createTag(user, "Source child", source.id);
    expectErrorBody(await merge(user, source.id, deep!.id), 422);
    // Without children the source's own level vanishes: merging into the deepest tag is fine.
    const leaf = await createTag(user, "Leaf");
    expect((await merge(user, leaf.id, deep!.id)).status).toBe(200);
  });

  it("answers 404 for a tag of another group, either side, and leaves it alone", async () => {
    const owner = await newUser();
    const stranger = await newUser();
    const theirs = await createTag(owner, "Theirs");
    const mine = await createTag(stranger, "Mine");
    expectErrorBody(await merge(stranger, theirs.id, mine.id), 404);
    expectErrorBody(await merge(stranger, mine.id, theirs.id), 404);
    expectErrorBody(await merge(stranger, randomUUID(), mine.id), 404);
    expect((await api(`/v1/tags/${theirs.id}`, { token: owner.token })).status).toBe(200);
    expect((await api(`/v1/tags/${mine.id}`, { token: stranger.token })).status).toBe(200);
  });

  it("validates the body (422 for a missing or malformed intoId) and needs a token (401)", async () => {
    const user = await newUser();
    const tag = await createTag(user, "Tag");
    const missing = await api(`/v1/tags/${tag.id}/merge`, { method: "POST", token: user.token, body: {} });
    expect([400, 422]).toContain(missing.status);
    const malformed = await merge(user, tag.id, "not-a-uuid");
    expect([400, 422]).toContain(malformed.status);
    expect(malformed.body.fields).toHaveProperty("intoId");
    const anonymous = await api(`/v1/tags/${tag.id}/merge`, { method: "POST", body: { intoId: tag.id } });
    expect(anonymous.status).toBe(401);
  });

  it("is in the OpenAPI document", async () => {
    const document = await api("/v1/openapi.json");
    expect(document.body.paths["/v1/tags/{id}/merge"]).toHaveProperty("post");
  });
});
