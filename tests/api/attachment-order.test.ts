import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { api, baseUrl, expectErrorBody } from "./client";
import { createEntity, getEntity, newHome, type Home } from "./entities-fixtures";

let home: Home;
let stranger: Home;
let itemId: string;
type Title = "one.png" | "two.png" | "three.png";
const ids = {} as Record<Title, string>;

/** A small PNG of one colour: each photo distinct content, so none is stored once for two. */
const pngOf = (red: number) =>
  sharp({ create: { width: 4, height: 4, channels: 3, background: { r: red, g: 40, b: 90 } } })
    .png()
    .toBuffer();

async function uploadPhoto(user: Home, entityId: string, title: string, content: Buffer) {
  const form = new FormData();
  form.set("name", title);
  form.set("type", "photo");
  form.set("file", new Blob([new Uint8Array(content)], { type: "image/png" }), title);
  const response = await fetch(`${baseUrl()}/api/v1/entities/${entityId}/attachments`, {
    method: "POST",
    headers: { Authorization: user.token },
    body: form,
  });
  expect(response.status, await response.clone().text()).toBe(201);
  const entity = (await response.json()) as { attachments: { id: string; title: string }[] };
  return entity.attachments.find((attachment) => attachment.title === title)!.id;
}

/** The photos as the answer lists them, each with its place (HomeBox's shape has no field for it). */
const order = (entity: any) =>
  entity.attachments
    .filter((attachment: any) => attachment.type === "photo")
    .map((attachment: any, place: number) => [attachment.title, place]);

const put = (user: Home, attachmentId: string, body: unknown, entityId = itemId) =>
  api(`/v1/entities/${entityId}/attachments/${attachmentId}`, { method: "PUT", token: user.token, body });

beforeAll(async () => {
  [home, stranger] = await Promise.all([newHome(), newHome()]);
  itemId = (await createEntity(home, { name: "Bicycle" })).id;
  for (const [index, title] of (["one.png", "two.png", "three.png"] as const).entries())
    ids[title] = await uploadPhoto(home, itemId, title, await pngOf(10 + index * 60));
});

describe("attachment position (Cairn)", () => {
  it("new photos go last, numbered in upload order", async () => {
    expect(order(await getEntity(home, itemId))).toEqual([
      ["one.png", 0],
      ["two.png", 1],
      ["three.png", 2],
    ]);
  });

  it("PUT position moves one photo and renumbers the others; the order reads back", async () => {
    const moved = await put(home, ids["three.png"], { position: 0 });
    expect(moved.status, moved.text).toBe(200);
    const expected = [
      ["three.png", 0],
      ["one.png", 1],
      ["two.png", 2],
    ];
    expect(order(moved.body)).toEqual(expected);
    expect(order(await getEntity(home, itemId))).toEqual(expected);
    // The primary flag stays where it was: placing is not making primary.
    const primary = moved.body.attachments.find((attachment: any) => attachment.primary);
    expect(primary.title).toBe("one.png");
  });

  it("a place past the end means last, and a later move swaps neighbours", async () => {
    expect(order((await put(home, ids["three.png"], { position: 99 })).body)).toEqual([
      ["one.png", 0],
      ["two.png", 1],
      ["three.png", 2],
    ]);
    expect(order((await put(home, ids["one.png"], { position: 1 })).body)).toEqual([
      ["two.png", 0],
      ["one.png", 1],
      ["three.png", 2],
    ]);
  });

  it("HomeBox's body without position keeps the order", async () => {
    const response = await put(home, ids["two.png"], { title: "two (front)", type: "photo", primary: false });
    expect(response.status, response.text).toBe(200);
    expect(order(response.body)).toEqual([
      ["two (front)", 0],
      ["one.png", 1],
      ["three.png", 2],
    ]);
  });

  it("another group's attachment is 404, whichever entity id comes with it", async () => {
    expectErrorBody(await put(stranger, ids["one.png"], { position: 0 }), 404);
    const theirs = (await createEntity(stranger, { name: "Theirs" })).id;
    expectErrorBody(await put(stranger, ids["one.png"], { position: 0 }, theirs), 404);
    expect(order(await getEntity(home, itemId)).map(([title]: [string]) => title)).toEqual([
      "two (front)",
      "one.png",
      "three.png",
    ]);
  });

  it.each([[-1], [1.5], ["2"], [100_001], [null]])(
    "position %j is 422 with {error, fields}",
    async (position) => {
      const response = await put(home, ids["one.png"], { position });
      expectErrorBody(response, 422);
      expect(Object.keys(response.body.fields ?? {})).toContain("position");
    },
  );
});
