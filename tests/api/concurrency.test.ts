import { beforeAll, describe, expect, it } from "vitest";
import { api, expectErrorBody } from "./client";
import { createEntity, createTag, getEntity, newHome, sqlNumber, type Home } from "./entities-fixtures";

let home: Home;
let stranger: Home;

beforeAll(async () => {
  [home, stranger] = await Promise.all([newHome(), newHome()]);
});

const put = (id: string, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  api(`/v1/entities/${id}`, { method: "PUT", token: home.token, body, headers });
const patch = (id: string, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  api(`/v1/entities/${id}`, { method: "PATCH", token: home.token, body, headers });
const read = (id: string) => api(`/v1/entities/${id}`, { token: home.token });

describe("ETag on GET /v1/entities/{id}", () => {
  it("is a strong tag that is stable while nothing changes", async () => {
    const entity = await createEntity(home, { name: "Etag probe" });
    const first = await read(entity.id);
    const second = await read(entity.id);
    expect(first.headers.get("etag")).toMatch(/^"[^"]+"$/);
    expect(second.headers.get("etag")).toBe(first.headers.get("etag"));
  });

  it("changes with every write that changes the answer: columns, tags alone, custom fields", async () => {
    const tagId = await createTag(home, "Etag tag");
    const entity = await createEntity(home, { name: "Etag writes" });
    const seen = new Set([(await read(entity.id)).headers.get("etag")]);
    const writes = [
      () => patch(entity.id, { description: "described" }),
      () => patch(entity.id, { tagIds: [tagId] }),
      () =>
        put(entity.id, {
          name: "Etag writes",
          tagIds: [tagId],
          fields: [{ name: "Colour", textValue: "red" }],
        }),
      () => patch(entity.id, { tagIds: [] }),
    ];
    for (const write of writes) {
      const response = await write();
      expect(response.status).toBe(200);
      const answered = response.headers.get("etag");
      // The write's own answer carries the new tag, which is what GET then gives.
      expect(answered).toBe((await read(entity.id)).headers.get("etag"));
      expect(seen.has(answered)).toBe(false);
      seen.add(answered);
    }
  });

  it("changes when a custom field's value changes and nothing else does", async () => {
    const entity = await createEntity(home, { name: "Field etag" });
    await put(entity.id, { name: "Field etag", fields: [{ name: "Size", textValue: "S" }] });
    const before = await read(entity.id);
    const field = before.body.fields[0];
    await put(entity.id, { name: "Field etag", fields: [{ ...field, textValue: "M" }] });
    const after = await read(entity.id);
    expect(after.body.fields).toMatchObject([{ id: field.id, textValue: "M" }]);
    expect(after.headers.get("etag")).not.toBe(before.headers.get("etag"));
  });
});

describe("If-Match on PUT and PATCH /v1/entities/{id}", () => {
  it("writes with the current ETag and answers the new one", async () => {
    const entity = await createEntity(home, { name: "Matched" });
    const etag = (await read(entity.id)).headers.get("etag")!;
    const response = await put(entity.id, { name: "Matched 2" }, { "If-Match": etag });
    expect(response.status).toBe(200);
    expect(response.body.name).toBe("Matched 2");
    const next = response.headers.get("etag")!;
    expect(next).not.toBe(etag);
    const patched = await patch(entity.id, { notes: "n" }, { "If-Match": next });
    expect(patched.status).toBe(200);
    expect(patched.body.notes).toBe("n");
  });

  it("refuses a stale ETag with 412, the {error, fields} body and the current ETag; nothing changes", async () => {
    const entity = await createEntity(home, { name: "Stale" });
    const stale = (await read(entity.id)).headers.get("etag")!;
    const moved = await patch(entity.id, { description: "theirs" });
    const current = moved.headers.get("etag");
    for (const response of [
      await put(entity.id, { name: "Mine" }, { "If-Match": stale }),
      await patch(entity.id, { name: "Mine" }, { "If-Match": stale }),
      await patch(entity.id, { name: "Mine" }, { "If-Match": `W/${current}` }),
    ]) {
      expectErrorBody(response, 412);
      expect(response.body.fields).toHaveProperty("If-Match");
      expect(response.headers.get("etag")).toBe(current);
    }
    const after = await read(entity.id);
    expect(after.body).toMatchObject({ name: "Stale", description: "theirs" });
    expect(after.headers.get("etag")).toBe(current);
  });

  it("accepts *, a list holding the current tag, and no header at all (HomeBox clients)", async () => {
    const entity = await createEntity(home, { name: "Any" });
    expect((await patch(entity.id, { notes: "1" }, { "If-Match": "*" })).status).toBe(200);
    const etag = (await read(entity.id)).headers.get("etag")!;
    expect((await patch(entity.id, { notes: "2" }, { "If-Match": `"nope", ${etag}` })).status).toBe(200);
    expect((await patch(entity.id, { notes: "3" })).status).toBe(200);
    expect((await read(entity.id)).body.notes).toBe("3");
  });

  it("answers 404, not 412, for another group's entity or a missing one", async () => {
    const theirs = await createEntity(stranger, { name: "Not yours" });
    const etag = (await api(`/v1/entities/${theirs.id}`, { token: stranger.token })).headers.get("etag")!;
    expectErrorBody(await put(theirs.id, { name: "x" }, { "If-Match": etag }), 404);
    expectErrorBody(await patch(theirs.id, { name: "x" }, { "If-Match": "*" }), 404);
    expect((await getEntity(stranger, theirs.id)).name).toBe("Not yours");
  });

  it("lets exactly one of many writers holding the same ETag win; the others get 412", async () => {
    const entity = await createEntity(home, { name: "Race" });
    const etag = (await read(entity.id)).headers.get("etag")!;
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        index % 2 === 0
          ? put(entity.id, { name: `Racer ${index}` }, { "If-Match": etag })
          : patch(entity.id, { name: `Racer ${index}` }, { "If-Match": etag }),
      ),
    );
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses).toEqual([200, ...Array(9).fill(412)]);
    const winner = responses.find((response) => response.status === 200)!;
    const after = await read(entity.id);
    expect(after.body.name).toBe(winner.body.name);
    expect(after.headers.get("etag")).toBe(winner.headers.get("etag"));
  });
});

describe("concurrent writes of one entity", () => {
  it("20 parallel PUTs leave exactly one of the writes, with consistent tags and custom fields", async () => {
    const tags = await Promise.all(["A", "B", "C", "D"].map((name) => createTag(home, `Conc ${name}`)));
    const entity = await createEntity(home, { name: "Contested" });
    const bodies = Array.from({ length: 20 }, (_, index) => ({
      name: `Writer ${index}`,
      description: `by writer ${index}`,
      quantity: index,
      tagIds: tags.filter((_, tag) => (index >> tag) & 1),
      fields: Array.from({ length: (index % 4) + 1 }, (_, field) => ({
        name: `W${index} field ${field}`,
        type: "text",
        textValue: `value ${index}.${field}`,
      })),
    }));
    const responses = await Promise.all(bodies.map((body) => put(entity.id, body)));
    expect(responses.map((response) => response.status)).toEqual(Array(20).fill(200));

    const final = await getEntity(home, entity.id);
    const index = Number(/^Writer (\d+)$/.exec(final.name)?.[1]);
    const written = bodies[index]!;
    expect(final).toMatchObject({ description: written.description, quantity: written.quantity });
    expect(final.tags.map((tag: { id: string }) => tag.id).sort()).toEqual([...written.tagIds].sort());
    expect(
      final.fields.map((field: { name: string; textValue: string }) => [field.name, field.textValue]),
    ).toEqual(written.fields.map((field) => [field.name, field.textValue]));
    expect(await sqlNumber(`SELECT COUNT(*) FROM "EntityField" WHERE "entityId" = ?`, [entity.id])).toBe(
      written.fields.length,
    );
    expect(await sqlNumber(`SELECT COUNT(*) FROM "EntityTag" WHERE "entityId" = ?`, [entity.id])).toBe(
      written.tagIds.length,
    );
  });

  it("50 parallel creates get 50 different asset IDs", async () => {
    const created = await Promise.all(
      Array.from({ length: 50 }, (_, index) => createEntity(home, { name: `Parallel ${index}` })),
    );
    const assetIds = created.map((entity) => entity.assetId as string);
    expect(new Set(assetIds).size).toBe(50);
    for (const assetId of assetIds) expect(assetId).toMatch(/^\d{3}-\d{3}$/);
  });
});

describe("ETag and If-Match on /v1/tags/{id}", () => {
  const readTag = (id: string) => api(`/v1/tags/${id}`, { token: home.token });
  const putTag = (id: string, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
    api(`/v1/tags/${id}`, { method: "PUT", token: home.token, body, headers });

  it("GET names the version, PUT honours If-Match and answers the new tag", async () => {
    const id = await createTag(home, "Etag label");
    const first = await readTag(id);
    const etag = first.headers.get("etag")!;
    expect(etag).toMatch(/^"[^"]+"$/);
    expect((await readTag(id)).headers.get("etag")).toBe(etag);

    const renamed = await putTag(id, { name: "Etag label 2" }, { "If-Match": etag });
    expect(renamed.status).toBe(200);
    const next = renamed.headers.get("etag")!;
    expect(next).not.toBe(etag);
    expect((await readTag(id)).headers.get("etag")).toBe(next);

    const stale = await putTag(id, { name: "Lost update" }, { "If-Match": etag });
    expectErrorBody(stale, 412);
    expect(stale.headers.get("etag")).toBe(next);
    expect((await readTag(id)).body.name).toBe("Etag label 2");
    expect((await putTag(id, { name: "Any" }, { "If-Match": "*" })).status).toBe(200);
    expect((await putTag(id, { name: "No header" })).status).toBe(200);
  });

  it("lets one of several writers holding the same ETag win", async () => {
    const id = await createTag(home, "Raced label");
    const etag = (await readTag(id)).headers.get("etag")!;
    const responses = await Promise.all(
      Array.from({ length: 4 }, (_, index) => putTag(id, { name: `Label ${index}` }, { "If-Match": etag })),
    );
    expect(responses.map((response) => response.status).sort()).toEqual([200, 412, 412, 412]);
  });
});
