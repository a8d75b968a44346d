import { createHash, randomBytes } from "node:crypto";
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { inject } from "vitest";
import { api, baseUrl, expectErrorBody } from "./client";
import { createEntity, getEntity, newHome, sql, sqlNumber, type Home } from "./entities-fixtures";

let home: Home;
let stranger: Home;
let png: Buffer;
const pdf = Buffer.from(
  "%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\n" +
    "trailer << /Root 1 0 R >>\n%%EOF\n",
);
const textFile = Buffer.from("Torque: 35 Nm ✓\nnext service: spring\n");

const ip = `10.77.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
const sha256 = (content: Buffer) => createHash("sha256").update(content).digest("hex");
const storedPath = (groupId: string, content: Buffer) =>
  path.join(inject("dataDir"), "files", groupId, sha256(content));

type UploadOptions = {
  name?: string;
  fileName?: string;
  clientType?: string;
  type?: string;
  primary?: string;
  token?: string;
};

async function upload(user: Home, entityId: string, content: Buffer, options: UploadOptions = {}) {
  const form = new FormData();
  if (options.name !== undefined) form.set("name", options.name);
  else form.set("name", options.fileName ?? "file");
  if (options.type !== undefined) form.set("type", options.type);
  if (options.primary !== undefined) form.set("primary", options.primary);
  form.set(
    "file",
    new Blob([new Uint8Array(content)], { type: options.clientType ?? "" }),
    options.fileName ?? "file",
  );
  const response = await fetch(`${baseUrl()}/api/v1/entities/${entityId}/attachments`, {
    method: "POST",
    headers: { Authorization: options.token ?? user.token, "X-Forwarded-For": ip },
    body: form,
  });
  const text = await response.text();
  let body: any;
  try {
    body = JSON.parse(text);
  } catch {
    body = undefined;
  }
  return { status: response.status, body, text, headers: response.headers };
}

async function uploaded(user: Home, entityId: string, content: Buffer, options: UploadOptions = {}) {
  const response = await upload(user, entityId, content, options);
  if (response.status !== 201) throw new Error(`upload failed: ${response.status} ${response.text}`);
  return response.body;
}

/** The newest attachment of an entity answer (uploads append). */
const newest = (entity: any) => entity.attachments[entity.attachments.length - 1];

async function download(user: Home, entityId: string, attachmentId: string, query = "") {
  const response = await fetch(
    `${baseUrl()}/api/v1/entities/${entityId}/attachments/${attachmentId}${query}`,
    {
      headers: query ? { "X-Forwarded-For": ip } : { Authorization: user.token, "X-Forwarded-For": ip },
      redirect: "manual",
    },
  );
  return {
    status: response.status,
    headers: response.headers,
    bytes: Buffer.from(await response.arrayBuffer()),
  };
}

async function waitForThumbnail(user: Home, entityId: string, attachmentId: string) {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const entity = await getEntity(user, entityId);
    const attachment = entity.attachments.find((candidate: any) => candidate.id === attachmentId);
    if (attachment?.thumbnail) return { entity, attachment };
    if (Date.now() > deadline) throw new Error("no thumbnail after 20 s");
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

beforeAll(async () => {
  [home, stranger] = await Promise.all([newHome(), newHome()]);
  png = await sharp({
    create: { width: 640, height: 480, channels: 3, background: { r: 200, g: 40, b: 10 } },
  })
    .png()
    .toBuffer();
});

describe("upload and download", () => {
  it("round-trips a PNG photo, a PDF and a text file byte for byte", async () => {
    const item = await createEntity(home, { name: "Drill" });
    const cases = [
      { content: png, fileName: "drill.png", mimeType: "image/png", type: "photo", inline: true },
      { content: pdf, fileName: "manual.pdf", mimeType: "application/pdf", type: "attachment", inline: true },
      { content: textFile, fileName: "notes.txt", mimeType: "text/plain", type: "attachment", inline: false },
    ];
    for (const { content, fileName, mimeType, type, inline } of cases) {
      const entity = await uploaded(home, item.id, content, { fileName });
      expect(entity.id).toBe(item.id);
      const attachment = newest(entity);
      expect(attachment).toMatchObject({
        title: fileName,
        mimeType,
        type,
        path: `${home.groupId}/${sha256(content)}`,
      });
      const answer = await download(home, item.id, attachment.id);
      expect(answer.status).toBe(200);
      expect(answer.bytes.equals(content)).toBe(true);
      expect(answer.headers.get("content-type")).toContain(mimeType);
      expect(answer.headers.get("x-content-type-options")).toBe("nosniff");
      expect(answer.headers.get("content-disposition")).toMatch(inline ? /^inline; / : /^attachment; /);
      expect(answer.headers.get("content-disposition")).toContain(`filename="${fileName}"`);
      expect(existsSync(storedPath(home.groupId, content))).toBe(true);
    }
  });

  it("sniffs the type from the bytes, never from the client, and never serves HTML or SVG inline", async () => {
    const item = await createEntity(home, { name: "Sniffed" });
    let entity = await uploaded(home, item.id, png, { fileName: "page.html", clientType: "text/html" });
    expect(newest(entity)).toMatchObject({ mimeType: "image/png", type: "photo" });
    const html = Buffer.from("<html><script>alert(document.cookie)</script></html>");
    entity = await uploaded(home, item.id, html, { fileName: "x.html", clientType: "text/html" });
    expect(newest(entity)).toMatchObject({ mimeType: "text/plain", type: "attachment" });
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>');
    entity = await uploaded(home, item.id, svg, { fileName: "x.svg", clientType: "image/svg+xml" });
    for (const id of [entity.attachments[1].id, newest(entity).id]) {
      const answer = await download(home, item.id, id);
      expect(answer.headers.get("content-disposition")).toMatch(/^attachment; /);
      expect(answer.headers.get("content-type")).not.toMatch(/html|svg/);
    }
    entity = await uploaded(home, item.id, Buffer.from([0, 1, 2, 255, 254]), { fileName: "blob" });
    expect(newest(entity).mimeType).toBe("application/octet-stream");
  });

  it("stores one file per group for the same content, and keeps it while any record points at it", async () => {
    const one = await createEntity(home, { name: "Twin A" });
    const two = await createEntity(home, { name: "Twin B" });
    const content = Buffer.from(`shared ${randomBytes(8).toString("hex")}`);
    const a = newest(await uploaded(home, one.id, content, { fileName: "a.txt" }));
    const b = newest(await uploaded(home, two.id, content, { fileName: "b.txt" }));
    expect(a.path).toBe(b.path);
    const file = storedPath(home.groupId, content);
    expect(
      (await api(`/v1/entities/${one.id}/attachments/${a.id}`, { method: "DELETE", token: home.token }))
        .status,
    ).toBe(204);
    expect(existsSync(file)).toBe(true);
    expect((await download(home, two.id, b.id)).bytes.equals(content)).toBe(true);
    expect((await api(`/v1/entities/${two.id}`, { method: "DELETE", token: home.token })).status).toBe(204);
    // The entity's delete can be undone for a while (lib/entities/undo-delete.ts): the file waits.
    expect(existsSync(file)).toBe(true);
    await sql(`UPDATE "DeletedEntity" SET "expiresAt" = ? WHERE "entityId" = ?`, [
      "2000-01-01T00:00:00.000+00:00",
      two.id,
    ]);
    const trigger = await createEntity(home, { name: "Purge trigger" });
    expect((await api(`/v1/entities/${trigger.id}`, { method: "DELETE", token: home.token })).status).toBe(
      204,
    );
    expect(existsSync(file)).toBe(false);
    expect(await sqlNumber(`SELECT COUNT(*) FROM "Attachment" WHERE "path" = ?`, [a.path])).toBe(0);
  });

  it("keeps the file of an upload of identical content made while the last record of it is deleted", async () => {
    const item = await createEntity(home, { name: "Racing uploads" });
    const lost: string[] = [];
    for (let round = 0; round < 100; round++) {
      const content = Buffer.from(`racing ${round} ${randomBytes(8).toString("hex")}`);
      const first = newest(await uploaded(home, item.id, content, { fileName: "first.txt" }));
      const [again] = await Promise.all([
        upload(home, item.id, content, { fileName: "again.txt" }),
        (async () => {
          await new Promise((resolve) => setTimeout(resolve, round % 10));
          const removed = await api(`/v1/entities/${item.id}/attachments/${first.id}`, {
            method: "DELETE",
            token: home.token,
          });
          expect(removed.status).toBe(204);
        })(),
      ]);
      expect(again.status).toBe(201);
      const record = again.body.attachments.find((attachment: any) => attachment.title === "again.txt");
      if (!existsSync(storedPath(home.groupId, content))) lost.push(`round ${round}`);
      const bytes = await download(home, item.id, record.id);
      if (bytes.status !== 200) lost.push(`round ${round}: download ${bytes.status}`);
      await api(`/v1/entities/${item.id}/attachments/${record.id}`, { method: "DELETE", token: home.token });
    }
    expect(lost).toEqual([]);
  }, 120_000);

  it("deletes an attachment with its thumbnail (204) and then answers 404", async () => {
    const item = await createEntity(home, { name: "Doomed photo" });
    const photo = newest(await uploaded(home, item.id, png, { fileName: "p.png" }));
    const { attachment } = await waitForThumbnail(home, item.id, photo.id);
    const deleted = await api(`/v1/entities/${item.id}/attachments/${photo.id}`, {
      method: "DELETE",
      token: home.token,
    });
    expect(deleted.status).toBe(204);
    expect(deleted.text).toBe("");
    expect(
      await sqlNumber(`SELECT COUNT(*) FROM "Attachment" WHERE "id" IN (?, ?)`, [
        photo.id,
        attachment.thumbnail.id,
      ]),
    ).toBe(0);
    expect((await download(home, item.id, photo.id)).status).toBe(404);
    expect((await getEntity(home, item.id)).attachments).toEqual([]);
  });

  it("refuses an upload without a name or without a file (422) and a non-multipart body (415)", async () => {
    const item = await createEntity(home, { name: "Strict" });
    const noName = await upload(home, item.id, textFile, { name: "  " });
    expect(noName.status).toBe(422);
    expect(noName.body.fields).toHaveProperty("name");
    const form = new FormData();
    form.set("name", "nothing");
    const noFile = await fetch(`${baseUrl()}/api/v1/entities/${item.id}/attachments`, {
      method: "POST",
      headers: { Authorization: home.token, "X-Forwarded-For": ip },
      body: form,
    });
    expect(noFile.status).toBe(422);
    expect((await noFile.json()).fields).toHaveProperty("file");
    const json = await api(`/v1/entities/${item.id}/attachments`, {
      method: "POST",
      token: home.token,
      body: { name: "x" },
    });
    expectErrorBody(json, 415);
    const badType = await upload(home, item.id, textFile, { type: "thumbnail" });
    expect(badType.status).toBe(422);
  });

  it("answers 413 for an upload over MAX_UPLOAD_MB and stores nothing", async () => {
    const item = await createEntity(home, { name: "Too big" });
    const groupDir = path.join(inject("dataDir"), "files", home.groupId);
    const before = existsSync(groupDir) ? readdirSync(groupDir).sort() : [];
    const big = randomBytes(20 * 1024 * 1024);
    const response = await upload(home, item.id, big, { fileName: "big.bin" });
    expect(response.status).toBe(413);
    expect(typeof response.body.error).toBe("string");
    expect((await getEntity(home, item.id)).attachments).toEqual([]);
    expect(await sqlNumber(`SELECT COUNT(*) FROM "Attachment" WHERE "entityId" = ?`, [item.id])).toBe(0);
    expect(existsSync(groupDir) ? readdirSync(groupDir).sort() : []).toEqual(before);
    expect(existsSync(storedPath(home.groupId, big))).toBe(false);
    const uploads = path.join(inject("dataDir"), "tmp", "uploads");
    expect(existsSync(uploads) ? readdirSync(uploads) : []).toEqual([]);
  });

  it("treats crafted file names as plain titles", async () => {
    const item = await createEntity(home, { name: "Crafted" });
    const names = [
      "../../x",
      'say "cheese".txt',
      "two\r\nlines: Set-Cookie: a=b",
      "Größe ✓ 写真 📷.txt",
      "..\\..\\win.ini",
    ];
    for (const name of names) {
      const content = Buffer.from(`content of ${name}`);
      const entity = await uploaded(home, item.id, content, { name, fileName: name });
      const attachment = newest(entity);
      expect(attachment.title).not.toMatch(/[\r\n]/);
      expect(attachment.path).toBe(`${home.groupId}/${sha256(content)}`);
      const answer = await download(home, item.id, attachment.id);
      expect(answer.status).toBe(200);
      expect(answer.bytes.equals(content)).toBe(true);
      expect(answer.headers.get("set-cookie")).toBeNull();
      const disposition = answer.headers.get("content-disposition")!;
      expect(disposition).toMatch(/^attachment; filename="[\x20-\x7e]*"; filename\*=UTF-8''\S+$/);
      expect(/filename="([^"]*)"/.exec(disposition)![1]).not.toMatch(/[/\\"]/);
    }
    const unicode = newest(await getEntity(home, item.id));
    expect(unicode.title).toBe("..\\..\\win.ini");
    const named = (await getEntity(home, item.id)).attachments[3];
    const answer = await download(home, item.id, named.id);
    const encoded = /filename\*=UTF-8''(\S+)$/.exec(answer.headers.get("content-disposition")!)![1]!;
    expect(decodeURIComponent(encoded)).toBe("Größe ✓ 写真 📷.txt");
    expect(existsSync(path.join(inject("dataDir"), "x"))).toBe(false);
    expect(existsSync(path.join(inject("dataDir"), "files", "x"))).toBe(false);
  });
});

describe("thumbnails", () => {
  it("makes a WebP thumbnail fitting 500×500, upright and without metadata, after the answer", async () => {
    const item = await createEntity(home, { name: "Camera" });
    // 800×400 pixels stored sideways: EXIF orientation 6 means "rotate 90° clockwise to view".
    const jpeg = await sharp({ create: { width: 800, height: 400, channels: 3, background: "#3366cc" } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const photo = newest(await uploaded(home, item.id, jpeg, { fileName: "sideways.jpg" }));
    expect(photo.mimeType).toBe("image/jpeg");
    const { entity, attachment } = await waitForThumbnail(home, item.id, photo.id);
    expect(attachment.thumbnail).toMatchObject({
      id: expect.any(String),
      type: "thumbnail",
      mime_type: "image/webp",
      primary: false,
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
    expect(entity.imageId).toBe(photo.id);
    expect(entity.thumbnailId).toBe(attachment.thumbnail.id);
    expect(entity.attachments.some((candidate: any) => candidate.type === "thumbnail")).toBe(false);

    const answer = await download(home, item.id, attachment.thumbnail.id);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toBe("image/webp");
    const meta = await sharp(answer.bytes).metadata();
    expect(meta.format).toBe("webp");
    expect([meta.width, meta.height]).toEqual([250, 500]);
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    // The service worker keeps thumbnails for reading offline, and only them (app/sw.ts).
    expect(answer.headers.get("x-cairn-thumbnail")).toBe("1");
    expect((await download(home, item.id, photo.id)).headers.get("x-cairn-thumbnail")).toBeNull();
  });

  it("create-missing-thumbnails repairs photos without one; set-primary-photos repairs entities without a primary", async () => {
    const item = await createEntity(home, { name: "Old data" });
    const photo = newest(await uploaded(home, item.id, png, { fileName: "old.png" }));
    const { attachment } = await waitForThumbnail(home, item.id, photo.id);
    // Age it into pre-thumbnail, pre-primary data.
    await sql(`UPDATE "Attachment" SET "thumbnailId" = NULL WHERE "id" = ?`, [photo.id]);
    await sql(`DELETE FROM "Attachment" WHERE "id" = ?`, [attachment.thumbnail.id]);
    const sqlite = inject("databaseKind") === "sqlite";
    await sql(`UPDATE "Attachment" SET "primary" = ? WHERE "id" = ?`, [sqlite ? 0 : false, photo.id]);

    const other = await newHome();
    const thumbnails = await api("/v1/actions/create-missing-thumbnails", {
      method: "POST",
      token: other.token,
    });
    expect(thumbnails.body).toEqual({ completed: 0 });
    const repaired = await api("/v1/actions/create-missing-thumbnails", {
      method: "POST",
      token: home.token,
    });
    expect(repaired.status).toBe(200);
    expect(repaired.body.completed).toBeGreaterThanOrEqual(1);
    const again = await api("/v1/actions/create-missing-thumbnails", { method: "POST", token: home.token });
    expect(again.body).toEqual({ completed: 0 });
    let entity = await getEntity(home, item.id);
    expect(entity.attachments[0].thumbnail.mime_type).toBe("image/webp");
    expect(entity.attachments[0].primary).toBe(false);

    const primaries = await api("/v1/actions/set-primary-photos", { method: "POST", token: home.token });
    expect(primaries.status).toBe(200);
    expect(primaries.body.completed).toBeGreaterThanOrEqual(1);
    entity = await getEntity(home, item.id);
    expect(entity.attachments[0].primary).toBe(true);
    expect(entity.imageId).toBe(photo.id);
    expect((await api("/v1/actions/set-primary-photos", { method: "POST", token: home.token })).body).toEqual(
      {
        completed: 0,
      },
    );
  });
});

describe("primary photo rules", () => {
  const primaryOf = (entity: any) =>
    Object.fromEntries(entity.attachments.map((attachment: any) => [attachment.title, attachment.primary]));

  it("first photo becomes primary, primary=true moves it, non-photos never are", async () => {
    const item = await createEntity(home, { name: "Bike" });
    const variant = (label: string) => Buffer.concat([png, Buffer.from(label)]); // distinct content, still sniffed as PNG
    let entity = await uploaded(home, item.id, variant("1"), { fileName: "one.png" });
    expect(primaryOf(entity)).toEqual({ "one.png": true });
    entity = await uploaded(home, item.id, variant("2"), { fileName: "two.png", primary: "false" });
    expect(primaryOf(entity)).toEqual({ "one.png": true, "two.png": false });
    entity = await uploaded(home, item.id, variant("3"), { fileName: "three.png", primary: "true" });
    expect(primaryOf(entity)).toEqual({ "one.png": false, "two.png": false, "three.png": true });
    entity = await uploaded(home, item.id, variant("4"), {
      fileName: "receipt.png",
      type: "receipt",
      primary: "true",
    });
    expect(primaryOf(entity)["receipt.png"]).toBe(false);
    expect(primaryOf(entity)["three.png"]).toBe(true);
    entity = await uploaded(home, item.id, pdf, { fileName: "manual.pdf", type: "manual", primary: "true" });
    expect(primaryOf(entity)["manual.pdf"]).toBe(false);

    const one = entity.attachments.find((attachment: any) => attachment.title === "one.png");
    let put = await api(`/v1/entities/${item.id}/attachments/${one.id}`, {
      method: "PUT",
      token: home.token,
      body: { type: "photo", title: "one.png", primary: true },
    });
    expect(put.status).toBe(200);
    expect(put.body.id).toBe(item.id);
    expect(primaryOf(put.body)).toMatchObject({ "one.png": true, "three.png": false });
    expect(put.body.imageId).toBe(one.id);

    put = await api(`/v1/entities/${item.id}/attachments/${one.id}`, {
      method: "PUT",
      token: home.token,
      body: { type: "warranty", title: "Warranty card", primary: true },
    });
    expect(put.status).toBe(200);
    const card = put.body.attachments.find((attachment: any) => attachment.id === one.id);
    expect(card).toMatchObject({ type: "warranty", title: "Warranty card", primary: false });

    const bad = await api(`/v1/entities/${item.id}/attachments/${one.id}`, {
      method: "PUT",
      token: home.token,
      body: { type: "thumbnail" },
    });
    expectErrorBody(bad, 422);

    // Deleting the primary photo hands it to the oldest remaining photo.
    const three = put.body.attachments.find((attachment: any) => attachment.title === "three.png");
    await api(`/v1/entities/${item.id}/attachments/${three.id}`, {
      method: "PUT",
      token: home.token,
      body: { primary: true },
    });
    await api(`/v1/entities/${item.id}/attachments/${three.id}`, { method: "DELETE", token: home.token });
    expect(primaryOf(await getEntity(home, item.id))).toMatchObject({ "two.png": true });
  });
});

describe("external links", () => {
  it("stores a link (201) and answers its download with a 302", async () => {
    const item = await createEntity(home, { name: "Router" });
    const url = "https://example.com/manuals/router.pdf?lang=en";
    const created = await api(`/v1/entities/${item.id}/attachments/external`, {
      method: "POST",
      token: home.token,
      body: { source_type: "link", external_id: url, title: "Online manual", attachment_type: "manual" },
    });
    expect(created.status).toBe(201);
    const link = newest(created.body);
    expect(link).toMatchObject({
      mimeType: "link/url",
      path: url,
      title: "Online manual",
      type: "manual",
      primary: false,
    });
    const answer = await download(home, item.id, link.id);
    expect(answer.status).toBe(302);
    expect(answer.headers.get("location")).toBe(url);
    const untitled = await api(`/v1/entities/${item.id}/attachments/external`, {
      method: "POST",
      token: home.token,
      body: { source_type: "link", external_id: "http://example.org/x" },
    });
    expect(newest(untitled.body)).toMatchObject({ title: "http://example.org/x", type: "attachment" });
    expect(
      (await api(`/v1/entities/${item.id}/attachments/${link.id}`, { method: "DELETE", token: home.token }))
        .status,
    ).toBe(204);
  });

  it("refuses another source type or a non-http(s) URL (422)", async () => {
    const item = await createEntity(home, { name: "Linkless" });
    for (const body of [
      { source_type: "file", external_id: "https://example.com" },
      { source_type: "link", external_id: "javascript:alert(1)" },
      { source_type: "link", external_id: "file:///etc/passwd" },
      { source_type: "link", external_id: "not a url" },
      { source_type: "link" },
    ]) {
      expectErrorBody(
        await api(`/v1/entities/${item.id}/attachments/external`, {
          method: "POST",
          token: home.token,
          body,
        }),
        422,
      );
    }
  });
});

describe("access", () => {
  it("accepts the attachment token for downloads only (403 elsewhere)", async () => {
    const item = await createEntity(home, { name: "Token test" });
    const attachment = newest(await uploaded(home, item.id, textFile, { fileName: "t.txt" }));
    const viaQuery = await download(home, item.id, attachment.id, `?access_token=${home.attachmentToken}`);
    expect(viaQuery.status).toBe(200);
    expect(viaQuery.bytes.equals(textFile)).toBe(true);
    const base = `/v1/entities/${item.id}/attachments/${attachment.id}`;
    expectErrorBody(
      await api(base, { method: "PUT", token: home.attachmentToken, body: { title: "x" } }),
      403,
    );
    expectErrorBody(await api(base, { method: "DELETE", token: home.attachmentToken }), 403);
    expectErrorBody(await api(`${base}?access_token=${home.attachmentToken}`, { method: "DELETE" }), 403);
    expectErrorBody(await api(`/v1/entities/${item.id}?access_token=${home.attachmentToken}`), 403);
    const up = await upload(home, item.id, textFile, { token: home.attachmentToken });
    expect(up.status).toBe(403);
    const external = await api(`/v1/entities/${item.id}/attachments/external`, {
      method: "POST",
      token: home.attachmentToken,
      body: { source_type: "link", external_id: "https://example.com" },
    });
    expectErrorBody(external, 403);
    expectErrorBody(
      await api("/v1/actions/create-missing-thumbnails", { method: "POST", token: home.attachmentToken }),
      403,
    );
    expect((await download(home, item.id, attachment.id, "")).status).toBe(200);
    expect((await download(home, item.id, attachment.id, "?access_token=nonsense")).status).toBe(401);
  });

  it("answers 404 for another group's attachment and entity", async () => {
    const item = await createEntity(home, { name: "Private" });
    const attachment = newest(await uploaded(home, item.id, pdf, { fileName: "private.pdf" }));
    const strangerItem = await createEntity(stranger, { name: "Theirs" });
    const base = `/v1/entities/${item.id}/attachments/${attachment.id}`;
    expectErrorBody(await api(base, { token: stranger.token }), 404);
    expect(
      (await download(stranger, item.id, attachment.id, `?access_token=${stranger.attachmentToken}`)).status,
    ).toBe(404);
    expectErrorBody(
      await api(`/v1/entities/${strangerItem.id}/attachments/${attachment.id}`, { token: stranger.token }),
      404,
    );
    expectErrorBody(await api(base, { method: "PUT", token: stranger.token, body: { title: "mine" } }), 404);
    expectErrorBody(await api(base, { method: "DELETE", token: stranger.token }), 404);
    expect((await upload(stranger, item.id, textFile)).status).toBe(404);
    expectErrorBody(
      await api(`/v1/entities/${item.id}/attachments/external`, {
        method: "POST",
        token: stranger.token,
        body: { source_type: "link", external_id: "https://example.com" },
      }),
      404,
    );
    expectErrorBody(await api(`/v1/entities/${item.id}/attachments/not-a-uuid`, { token: home.token }), 400);
    expect((await download(home, item.id, attachment.id)).status).toBe(200);
  });
});
