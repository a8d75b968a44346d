import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inject } from "vitest";
import { PDFDocument } from "pdf-lib";
import sharp from "sharp";
import { ownServer } from "../support/own-server";
import { createScratchDatabase } from "../support/postgres";
import { decodeQr } from "../support/qr-decode";
import { startServer, type RunningServer } from "../support/server";
import { api, baseUrl, expectErrorBody, newUser } from "./client";
import { createEntity, newHome, type Home } from "./entities-fixtures";

const ip = `10.78.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
const mmToPoints = (mm: number) => (mm * 72) / 25.4;

type Binary = { status: number; headers: Headers; bytes: Buffer };

/** A GET whose answer is a file (PNG or PDF), read as bytes. */
async function getFile(
  path: string,
  options: { token?: string; headers?: Record<string, string>; base?: string } = {},
): Promise<Binary> {
  const response = await fetch(`${options.base ?? baseUrl()}/api${path}`, {
    headers: {
      "X-Forwarded-For": ip,
      ...(options.token ? { Authorization: options.token } : {}),
      ...options.headers,
    },
  });
  return {
    status: response.status,
    headers: response.headers,
    bytes: Buffer.from(await response.arrayBuffer()),
  };
}

function expectFile(file: Binary, contentType: string) {
  if (file.status !== 200) throw new Error(`expected 200, got ${file.status}: ${file.bytes.toString()}`);
  expect(file.headers.get("content-type")).toBe(contentType);
}

async function pageSizes(pdf: Buffer) {
  const document = await PDFDocument.load(pdf);
  return document.getPages().map((page) => page.getSize());
}

let home: Home;
let stranger: Home;
let drill: any;
let strangerItem: any;

beforeAll(async () => {
  [home, stranger] = await Promise.all([newHome(), newHome()]);
  drill = await createEntity(home, { name: "Cordless drill", parentId: home.locationIds.Garage });
  strangerItem = await createEntity(stranger, { name: "Not yours" });
});

describe("GET /v1/qrcode", () => {
  it("answers a PNG that decodes back to the data", async () => {
    for (const data of ["https://example.com/things?id=42&x=y", "Kiste 7 — Dachboden ✓", "x".repeat(1200)]) {
      const file = await getFile(`/v1/qrcode?data=${encodeURIComponent(data)}`, { token: home.token });
      expectFile(file, "image/png");
      expect((await sharp(file.bytes).metadata()).format).toBe("png");
      expect(await decodeQr(file.bytes)).toBe(data);
      // HomeBox answers a JPEG named qrcode.jpg; Cairn keeps the sharper PNG, and names it so.
      expect(file.headers.get("content-disposition")).toBe('inline; filename="qrcode.png"');
    }
  });

  it("needs data of at most 4096 characters that a QR code can hold", async () => {
    expectErrorBody(await api("/v1/qrcode", { token: home.token }), 422);
    expectErrorBody(await api("/v1/qrcode?data=", { token: home.token }), 422);
    const tooLong = await api(`/v1/qrcode?data=${"a".repeat(4097)}`, { token: home.token });
    expectErrorBody(tooLong, 422);
    expect(tooLong.body.fields).toHaveProperty("data");
    // Within the limit, but more bytes than the largest QR code holds.
    expectErrorBody(await api(`/v1/qrcode?data=${"%C3%A4".repeat(2000)}`, { token: home.token }), 422);
  });

  it("takes the attachment token, and no credentials are a 401", async () => {
    const data = "scan me";
    const viaQuery = await getFile(
      `/v1/qrcode?data=${encodeURIComponent(data)}&access_token=${home.attachmentToken}`,
    );
    expectFile(viaQuery, "image/png");
    expect(await decodeQr(viaQuery.bytes)).toBe(data);
    expectErrorBody(await api("/v1/qrcode?data=x"), 401);
  });
});

describe("GET /v1/labelmaker/{kind}/{id}", () => {
  it("labels an entity with a QR code of its page at the request's origin", async () => {
    for (const kind of ["item", "entity", "location"]) {
      // `?print=true` prints on the server's label printer instead (label-printer.test.ts).
      const file = await getFile(`/v1/labelmaker/${kind}/${drill.id}?print=false`, { token: home.token });
      expectFile(file, "image/png");
      expect(await decodeQr(file.bytes)).toBe(`${baseUrl()}/entities/${drill.id}`);
    }
    const garage = home.locationIds.Garage!;
    const location = await getFile(`/v1/labelmaker/location/${garage}`, { token: home.token });
    expectFile(location, "image/png");
    expect(await decodeQr(location.bytes)).toBe(`${baseUrl()}/entities/${garage}`);
  });

  it("follows the forwarded host and scheme behind a trusted proxy", async () => {
    // The suite's server runs with TRUST_PROXY=true.
    const file = await getFile(`/v1/labelmaker/item/${drill.id}`, {
      token: home.token,
      headers: { "X-Forwarded-Host": "stuff.example.org", "X-Forwarded-Proto": "https" },
    });
    expectFile(file, "image/png");
    expect(await decodeQr(file.bytes)).toBe(`https://stuff.example.org/entities/${drill.id}`);
  });

  it("finds an entity by its asset id", async () => {
    expect(drill.assetId).toMatch(/^\d{3}-\d{3}$/);
    const file = await getFile(`/v1/labelmaker/asset/${drill.assetId}`, { token: home.token });
    expectFile(file, "image/png");
    expect(await decodeQr(file.bytes)).toBe(`${baseUrl()}/entities/${drill.id}`);
    expectErrorBody(await api("/v1/labelmaker/asset/999-999", { token: home.token }), 404);
    expectErrorBody(await api("/v1/labelmaker/asset/not-an-asset", { token: home.token }), 400);
  });

  it("treats another group's entity as not found", async () => {
    expectErrorBody(await api(`/v1/labelmaker/item/${strangerItem.id}`, { token: home.token }), 404);
    expectErrorBody(await api(`/v1/labelmaker/entity/${strangerItem.id}`, { token: home.token }), 404);
    expectErrorBody(await api(`/v1/labelmaker/item/${drill.id}`, { token: stranger.token }), 404);
    expectErrorBody(await api("/v1/labelmaker/item/not-a-uuid", { token: home.token }), 400);
  });

  it("refuses the attachment token", async () => {
    expectErrorBody(await api(`/v1/labelmaker/item/${drill.id}`, { token: home.attachmentToken }), 403);
    expectErrorBody(await api(`/v1/labelmaker/item/${drill.id}?access_token=${home.attachmentToken}`), 403);
    expectErrorBody(
      await api(
        `/v1/labelmaker/sheet?template=roll-62mm&ids=${drill.id}&access_token=${home.attachmentToken}`,
      ),
      403,
    );
  });
});

describe("GET /v1/labelmaker/sheet", () => {
  let boxes: string[];

  beforeAll(async () => {
    boxes = [];
    for (let batch = 0; batch < 7; batch++) {
      const created = await Promise.all(
        Array.from({ length: 10 }, (_, n) =>
          createEntity(home, { name: `Box ${batch * 10 + n + 1}`, parentId: home.locationIds.Attic }),
        ),
      );
      boxes.push(...created.map((entity) => entity.id));
    }
  });

  it("lays 70 labels out on two A4 sheets of 65 (Avery L7651)", async () => {
    const file = await getFile(`/v1/labelmaker/sheet?template=avery-l7651&ids=${boxes.join(",")}`, {
      token: home.token,
    });
    expectFile(file, "application/pdf");
    expect(file.bytes.subarray(0, 5).toString()).toBe("%PDF-");
    const pages = await pageSizes(file.bytes);
    expect(pages).toHaveLength(2);
    expect(pages[0]!.width).toBeCloseTo(mmToPoints(210), 0);
    expect(pages[0]!.height).toBeCloseTo(mmToPoints(297), 0);
  });

  it("puts one label per page on the 62 mm roll, and fits 30 on a US Letter sheet", async () => {
    const ids = [drill.id, ...boxes.slice(0, 4)];
    const roll = await getFile(`/v1/labelmaker/sheet?template=roll-62mm&ids=${ids.join(",")}`, {
      token: home.token,
    });
    expectFile(roll, "application/pdf");
    const rollPages = await pageSizes(roll.bytes);
    expect(rollPages).toHaveLength(5);
    for (const page of rollPages) {
      expect(page.width).toBeCloseTo(mmToPoints(62), 0);
      expect(page.height).toBeCloseTo(mmToPoints(29), 0);
    }
    // The key may also be repeated.
    const letter = await getFile(
      `/v1/labelmaker/sheet?template=avery-5160&${boxes
        .slice(0, 31)
        .map((id) => `ids=${id}`)
        .join("&")}`,
      { token: home.token },
    );
    expectFile(letter, "application/pdf");
    const letterPages = await pageSizes(letter.bytes);
    expect(letterPages).toHaveLength(2);
    expect(letterPages[0]!.width).toBeCloseTo(72 * 8.5, 0);
  });

  it("starts after the used slots of a partly used sheet", async () => {
    const file = await getFile(
      `/v1/labelmaker/sheet?template=avery-l7651&skip=64&ids=${boxes[0]},${boxes[1]}`,
      {
        token: home.token,
      },
    );
    expectFile(file, "application/pdf");
    expect(await pageSizes(file.bytes)).toHaveLength(2);
    expectErrorBody(
      await api(`/v1/labelmaker/sheet?template=avery-l7651&skip=65&ids=${boxes[0]}`, { token: home.token }),
      422,
    );
  });

  it("rejects unknown templates and bad or missing ids", async () => {
    const bad = await api(`/v1/labelmaker/sheet?template=avery-9999&ids=${drill.id}`, { token: home.token });
    expectErrorBody(bad, 422);
    expect(bad.body.fields).toHaveProperty("template");
    expectErrorBody(await api(`/v1/labelmaker/sheet?ids=${drill.id}`, { token: home.token }), 422);
    expectErrorBody(await api("/v1/labelmaker/sheet?template=roll-62mm", { token: home.token }), 422);
    expectErrorBody(
      await api("/v1/labelmaker/sheet?template=roll-62mm&ids=nope", { token: home.token }),
      422,
    );
  });

  it("takes a long list as a JSON body: up to 500 labels", async () => {
    const ids = Array.from({ length: 500 }, (_, n) => boxes[n % boxes.length]);
    const response = await fetch(`${baseUrl()}/api/v1/labelmaker/sheet`, {
      method: "POST",
      headers: { Authorization: home.token, "Content-Type": "application/json", "X-Forwarded-For": ip },
      body: JSON.stringify({ ids, template: "avery-l7651" }),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(await pageSizes(Buffer.from(await response.arrayBuffer()))).toHaveLength(8);
    const tooMany = await api("/v1/labelmaker/sheet", {
      method: "POST",
      token: home.token,
      body: { ids: [...ids, drill.id], template: "avery-l7651" },
    });
    expectErrorBody(tooMany, 422);
    expect(tooMany.body.fields).toHaveProperty("ids");
    expectErrorBody(
      await api("/v1/labelmaker/sheet", {
        method: "POST",
        token: home.token,
        body: { ids: [drill.id, strangerItem.id], template: "roll-62mm" },
      }),
      404,
    );
  });

  it("treats another group's entity in the list as not found", async () => {
    expectErrorBody(
      await api(`/v1/labelmaker/sheet?template=avery-l7651&ids=${drill.id},${strangerItem.id}`, {
        token: home.token,
      }),
      404,
    );
  });
});

/** A POST of a sheet of `ids`, answered as status, Retry-After and body text. */
async function postSheet(ids: string[], token: string, base = baseUrl(), template = "avery-l7651") {
  const response = await fetch(`${base}/api/v1/labelmaker/sheet`, {
    method: "POST",
    headers: { Authorization: token, "Content-Type": "application/json", "X-Forwarded-For": ip },
    body: JSON.stringify({ ids, template }),
  });
  const bytes = Buffer.from(await response.arrayBuffer());
  return { status: response.status, retryAfter: response.headers.get("retry-after"), bytes };
}

describe("rendering off the main thread", () => {
  it("keeps answering other requests while a 500-label sheet renders", async () => {
    const ids = Array.from({ length: 500 }, () => drill.id as string);
    let sheetDone = false;
    const sheet = postSheet(ids, home.token).then((reply) => {
      sheetDone = true;
      return reply;
    });
    // Past the sheet's database reads: the server is drawing labels now.
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(sheetDone).toBe(false);
    const status = await api("/v1/status");
    const answeredInFlight = !sheetDone;
    expect(status.status).toBe(200);
    const reply = await sheet;
    expect(reply.status).toBe(200);
    expect(await pageSizes(reply.bytes)).toHaveLength(8);
    expect(answeredInFlight).toBe(true);
  }, 120_000);
});

describe("render limits (a server of its own: 1 worker, no queue, at most 300 labels a sheet)", () => {
  const cleanups: Array<() => Promise<void>> = [];
  let server: RunningServer;

  beforeAll(async () => {
    ({ server } = await ownServer(
      "label-limits",
      { CAIRN_LABEL_RENDER_WORKERS: "1", CAIRN_LABEL_RENDER_QUEUE: "0", CAIRN_LABEL_SHEET_MAX: "300" },
      cleanups,
    ));
  }, 300_000);

  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it("refuses more labels than CAIRN_LABEL_SHEET_MAX (422 naming ids) and a render beyond the queue (503, Retry-After)", async () => {
    const user = await newUser({ base: server.baseUrl });
    const item = await api("/v1/entities", {
      method: "POST",
      token: user.token,
      body: { name: "Queued label" },
      base: server.baseUrl,
    });
    expect(item.status).toBe(201);
    const over = await api("/v1/labelmaker/sheet", {
      method: "POST",
      token: user.token,
      body: { ids: Array.from({ length: 301 }, () => item.body.id), template: "avery-l7651" },
      base: server.baseUrl,
    });
    expectErrorBody(over, 422);
    expect(over.body.fields.ids).toMatch(/at most 300/);

    const ids = Array.from({ length: 300 }, () => item.body.id as string);
    const replies = await Promise.all(
      Array.from({ length: 4 }, () => postSheet(ids, user.token, server.baseUrl, "roll-62mm")),
    );
    const statuses = replies.map((reply) => reply.status).sort();
    expect(statuses).toContain(200);
    expect(statuses).toContain(503);
    for (const reply of replies.filter((candidate) => candidate.status === 503)) {
      expect(Number(reply.retryAfter)).toBeGreaterThan(0);
      expect(JSON.parse(reply.bytes.toString()).error).toMatch(/busy/);
    }
    for (const status of statuses) expect([200, 503]).toContain(status);
    // Once the renderer is free, a sheet renders again.
    expect((await postSheet(ids.slice(0, 3), user.token, server.baseUrl)).status).toBe(200);
  }, 180_000);
});

describe("labels with PUBLIC_URL", () => {
  const cleanups: Array<() => Promise<void>> = [];
  let server: RunningServer;

  beforeAll(async () => {
    const adminUrl = inject("postgresAdminUrl");
    const env: Record<string, string> = { PUBLIC_URL: "https://stuff.example.com/inventory/" };
    if (adminUrl) {
      const scratch = await createScratchDatabase(adminUrl, "labels");
      cleanups.push(scratch.drop);
      env.DATABASE_URL = scratch.url;
    }
    server = await startServer({ env });
    cleanups.push(() => server.stop());
  });

  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it("builds the QR code's page URL from PUBLIC_URL, whatever the request's host", async () => {
    const call = (path: string, init: RequestInit = {}) =>
      fetch(`${server.baseUrl}/api${path}`, {
        ...init,
        headers: { "Content-Type": "application/json", ...(init.headers as Record<string, string>) },
      });
    // The client helpers talk to the suite's server: register and log in on this one by hand.
    const user = { name: "Labeller", email: "labels@example.com", password: "correct horse battery" };
    expect((await call("/v1/users/register", { method: "POST", body: JSON.stringify(user) })).status).toBe(
      204,
    );
    const session = await (
      await call("/v1/users/login", {
        method: "POST",
        body: JSON.stringify({ username: user.email, password: user.password }),
      })
    ).json();
    const created = await (
      await call("/v1/entities", {
        method: "POST",
        headers: { Authorization: session.token },
        body: JSON.stringify({ name: "Label me" }),
      })
    ).json();
    for (const path of [`/v1/labelmaker/item/${created.id}`, `/v1/labelmaker/asset/${created.assetId}`]) {
      const file = await getFile(path, { token: session.token, base: server.baseUrl });
      expectFile(file, "image/png");
      expect(await decodeQr(file.bytes)).toBe(`https://stuff.example.com/inventory/entities/${created.id}`);
    }
  });
});
