import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { api, baseUrl, expectErrorBody } from "./client";
import { createEntity, newHome, type Home } from "./entities-fixtures";

let home: Home;
let stranger: Home;

beforeAll(async () => {
  [home, stranger] = await Promise.all([newHome(), newHome()]);
});

const create = (user: Home, body: Record<string, unknown>, key?: string) =>
  api("/v1/entities", {
    method: "POST",
    token: user.token,
    body,
    headers: key === undefined ? {} : { "Idempotency-Key": key },
  });

/** How many of the user's entities carry exactly this name. */
async function countNamed(user: Home, name: string): Promise<number> {
  const list = await api(`/v1/entities?q=${encodeURIComponent(name)}&pageSize=100`, { token: user.token });
  expect(list.status).toBe(200);
  return (list.body.items as Array<{ name: string }>).filter((item) => item.name === name).length;
}

async function uploadPhoto(user: Home, entityId: string, bytes: Uint8Array, key: string) {
  const form = new FormData();
  form.set("name", "photo.png");
  form.set("type", "photo");
  form.set("file", new Blob([new Uint8Array(bytes)], { type: "image/png" }), "photo.png");
  const response = await fetch(`${baseUrl()}/api/v1/entities/${entityId}/attachments`, {
    method: "POST",
    headers: { Authorization: user.token, "Idempotency-Key": key },
    body: form,
  });
  return { status: response.status, text: await response.text() };
}

describe("Idempotency-Key on POST /v1/entities", () => {
  it("makes one entity of three identical concurrent creates, and answers all three alike", async () => {
    const name = `Offline drill ${randomUUID()}`;
    const key = randomUUID();
    const answers = await Promise.all([1, 2, 3].map(() => create(home, { name, quantity: 3 }, key)));
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201]);
    expect(new Set(answers.map((answer) => answer.text)).size).toBe(1);
    expect(await countNamed(home, name)).toBe(1);

    // A retry later still gets the first answer, not a second entity.
    const later = await create(home, { name, quantity: 3 }, key);
    expect(later.status).toBe(201);
    expect(later.text).toBe(answers[0]!.text);
    expect(later.headers.get("idempotent-replayed")).toBe("true");
    expect(await countNamed(home, name)).toBe(1);
  });

  it("refuses the same key with a different body with 422 naming the header; nothing is created", async () => {
    const key = randomUUID();
    const name = `Keyed ${randomUUID()}`;
    expect((await create(home, { name }, key)).status).toBe(201);
    const other = await create(home, { name: `${name} changed` }, key);
    expectErrorBody(other, 422);
    expect(other.body.fields).toHaveProperty("Idempotency-Key");
    expect(await countNamed(home, `${name} changed`)).toBe(0);
  });

  it("creates as always without a key", async () => {
    const name = `Unkeyed ${randomUUID()}`;
    const [first, second] = [await create(home, { name }), await create(home, { name })];
    expect([first.status, second.status]).toEqual([201, 201]);
    expect(first.body.id).not.toBe(second.body.id);
    expect(await countNamed(home, name)).toBe(2);
  });

  it("keeps another group's use of the same key apart", async () => {
    const key = randomUUID();
    const name = `Shared key ${randomUUID()}`;
    const mine = await create(home, { name }, key);
    const theirs = await create(stranger, { name }, key);
    expect([mine.status, theirs.status]).toEqual([201, 201]);
    expect(theirs.body.id).not.toBe(mine.body.id);
    expect(await countNamed(home, name)).toBe(1);
    expect(await countNamed(stranger, name)).toBe(1);
  });

  it("refuses a malformed key with 400 and does not replay a failed create", async () => {
    const bad = await create(home, { name: "Bad key" }, "with space");
    expectErrorBody(bad, 400);
    expect(bad.body.fields).toHaveProperty("Idempotency-Key");

    const key = randomUUID();
    expectErrorBody(await create(home, { name: "" }, key), 422);
    // The failed create left no key behind: the same key with a valid body creates.
    const name = `After failure ${randomUUID()}`;
    expect((await create(home, { name }, key)).status).toBe(201);
  });
});

describe("Idempotency-Key on POST /v1/entities/{id}/attachments", () => {
  // A 1×1 PNG.
  const png = Buffer.from(
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
    "base64",
  );

  it("records a retried upload once", async () => {
    const entity = await createEntity(home, { name: `Photo retry ${randomUUID()}` });
    const key = randomUUID();
    const answers = await Promise.all([1, 2].map(() => uploadPhoto(home, entity.id, png, key)));
    expect(answers.map((answer) => answer.status)).toEqual([201, 201]);
    expect(answers[1]!.text).toBe(answers[0]!.text);
    const after = await api(`/v1/entities/${entity.id}`, { token: home.token });
    expect(after.body.attachments).toHaveLength(1);
  });
});
