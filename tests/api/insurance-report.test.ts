import { execFileSync } from "node:child_process";
import { PDFDocument } from "pdf-lib";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { api, baseUrl, expectErrorBody } from "./client";
import { createEntity, createLocation, createTag, newHome, type Home } from "./entities-fixtures";

const ip = `10.79.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;

type Pdf = { status: number; headers: Headers; bytes: Buffer };

async function getPdf(path: string, token: string, headers: Record<string, string> = {}): Promise<Pdf> {
  const response = await fetch(`${baseUrl()}/api${path}`, {
    headers: { Authorization: token, "X-Forwarded-For": ip, ...headers },
  });
  return {
    status: response.status,
    headers: response.headers,
    bytes: Buffer.from(await response.arrayBuffer()),
  };
}

/** An entity with more than create takes (prices, numbers, dates), set by PATCH. */
async function item(home: Home, create: Record<string, unknown>, patch: Record<string, unknown>) {
  const created = await createEntity(home, create);
  const patched = await api(`/v1/entities/${created.id}`, {
    method: "PATCH",
    token: home.token,
    body: patch,
  });
  if (patched.status !== 200) throw new Error(`patch failed: ${patched.status} ${patched.text}`);
  return patched.body;
}

/** The PDF's pages and its text as a reader's search finds it (poppler's pdftotext, through the fonts' ToUnicode maps). */
async function readPdf(file: Pdf): Promise<{ pages: number; text: string }> {
  if (file.status !== 200) throw new Error(`expected 200, got ${file.status}: ${file.bytes.toString()}`);
  expect(file.headers.get("content-type")).toBe("application/pdf");
  const pdf = await PDFDocument.load(file.bytes);
  const text = execFileSync("pdftotext", ["-enc", "UTF-8", "-", "-"], { input: file.bytes }).toString("utf8");
  return { pages: pdf.getPageCount(), text };
}

async function upload(home: Home, entityId: string, content: Buffer, type: string, name: string) {
  const form = new FormData();
  form.set("name", name);
  form.set("type", type);
  form.set("file", new Blob([new Uint8Array(content)]), name);
  const response = await fetch(`${baseUrl()}/api/v1/entities/${entityId}/attachments`, {
    method: "POST",
    headers: { Authorization: home.token, "X-Forwarded-For": ip },
    body: form,
  });
  if (response.status !== 201) throw new Error(`upload failed: ${response.status} ${await response.text()}`);
}

let home: Home;
let stranger: Home;
let shed: any;
let drill: any;
let toolTag: string;
let strangerTag: string;
let strangerItem: any;

beforeAll(async () => {
  [home, stranger] = await Promise.all([newHome(), newHome()]);
  shed = await createLocation(home, "Garden shed");
  const shelf = await createLocation(home, "Top shelf", shed.id);
  toolTag = await createTag(home, "Tools");
  drill = await item(
    home,
    { name: "Cordless drill", parentId: shelf.id, tagIds: [toolTag] },
    {
      manufacturer: "Bosch",
      modelNumber: "GSR 18V",
      serialNumber: "SN-4711",
      purchasePrice: 129.5,
      quantity: 2,
      purchaseDate: "2024-03-01",
    },
  );
  await item(home, { name: "Lawn mower", parentId: shed.id }, { purchasePrice: 300, quantity: 1 });
  await item(home, { name: "Sofa", parentId: home.locationIds.Garage }, { purchasePrice: 1000, quantity: 1 });
  await item(home, { name: "Old bike", parentId: shed.id }, { purchasePrice: 5000, soldDate: "2025-01-01" });
  const jpeg = await sharp({ create: { width: 64, height: 48, channels: 3, background: "#c63" } })
    .jpeg()
    .toBuffer();
  await upload(home, drill.id, jpeg, "photo", "drill.jpg");
  await upload(home, drill.id, Buffer.from("%PDF-1.4 receipt"), "receipt", "Hardware store receipt");
  strangerTag = await createTag(stranger, "Theirs");
  strangerItem = await item(stranger, { name: "Not yours" }, { purchasePrice: 1 });
});

describe("GET /v1/reports/insurance.pdf", () => {
  it("covers the whole inventory with sections, totals, and the item's documents", async () => {
    const { pages, text } = await readPdf(await getPdf("/v1/reports/insurance.pdf", home.token));
    expect(pages).toBeGreaterThanOrEqual(2);
    expect(pages).toBeLessThan(6);
    // 129.50 × 2 + 300 + 1000; the sold bike is left out.
    expect(text).toContain("$1,559.00");
    expect(text).toContain("$259.00");
    expect(text).toContain("Garden shed › Top shelf");
    expect(text).toContain("Cordless drill");
    expect(text).toContain("Receipt: Hardware store receipt");
    expect(text).toContain("Serial: SN-4711");
    expect(text).not.toContain("Old bike");
    expect(text).not.toContain("Not yours");
  });

  it("narrows to a location with everything inside it, or to a tag", async () => {
    const inShed = await readPdf(await getPdf(`/v1/reports/insurance.pdf?location=${shed.id}`, home.token));
    expect(inShed.text).toContain("Cordless drill");
    expect(inShed.text).toContain("Lawn mower");
    expect(inShed.text).not.toContain("Sofa");
    expect(inShed.text).toContain("$559.00");
    expect(inShed.text).toContain("Location: Garden shed");
    const tagged = await readPdf(await getPdf(`/v1/reports/insurance.pdf?tag=${toolTag}`, home.token));
    expect(tagged.text).toContain("Cordless drill");
    expect(tagged.text).not.toContain("Lawn mower");
    expect(tagged.text).toContain("Tag: Tools");
  });

  it("writes the reader's language and the group's currency", async () => {
    const group = await api("/v1/groups", { token: home.token });
    await api("/v1/groups", {
      method: "PUT",
      token: home.token,
      body: { name: group.body.name, currency: "EUR" },
    });
    try {
      const german = await readPdf(
        await getPdf(`/v1/reports/insurance.pdf?location=${shed.id}`, home.token, {
          "Accept-Language": "de",
        }),
      );
      expect(german.text).toContain("Versicherungsbericht");
      expect(german.text).toContain("559,00 €");
    } finally {
      await api("/v1/groups", {
        method: "PUT",
        token: home.token,
        body: { name: group.body.name, currency: "USD" },
      });
    }
  });

  it("writes Japanese words and names in any script, with the fonts embedded as subsets", async () => {
    const warehouse = await createLocation(home, "東京の倉庫");
    for (const name of ["Zażółć gęślą jaźń", "Пылесос", "Φωτογραφική μηχανή"]) {
      await createEntity(home, { name, entityTypeId: home.itemTypeId, parentId: warehouse.id });
    }
    const file = await getPdf(`/v1/reports/insurance.pdf?location=${warehouse.id}`, home.token, {
      "Accept-Language": "ja",
    });
    const { text } = await readPdf(file);
    for (const shown of [
      "保険用レポート",
      "東京の倉庫",
      "Zażółć gęślą jaźń",
      "Пылесос",
      "Φωτογραφική μηχανή",
    ]) {
      expect(text).toContain(shown);
    }
    const fonts = execFileSync("pdffonts", ["-"], { input: file.bytes }).toString("utf8");
    expect(fonts).toMatch(/[A-Z]{6}\+DroidSansFallback/);
    expect(fonts).toMatch(/[A-Z]{6}\+LiberationSans/);
  });

  it("answers 404 for another group's location or tag and 422 for a malformed id", async () => {
    expectErrorBody(
      await api(`/v1/reports/insurance.pdf?location=${strangerItem.id}`, { token: home.token }),
      404,
    );
    expectErrorBody(await api(`/v1/reports/insurance.pdf?tag=${strangerTag}`, { token: home.token }), 404);
    expectErrorBody(await api(`/v1/reports/insurance.pdf?tag=${toolTag}`, { token: stranger.token }), 404);
    const bad = await api("/v1/reports/insurance.pdf?location=nope", { token: home.token });
    expectErrorBody(bad, 422);
    expect(bad.body.fields).toHaveProperty("location");
    expectErrorBody(await api("/v1/reports/insurance.pdf"), 401);
  });

  it("draws an empty scope as a cover and a note", async () => {
    const empty = await createLocation(home, "Empty attic");
    const { pages, text } = await readPdf(
      await getPdf(`/v1/reports/insurance.pdf?location=${empty.id}`, home.token),
    );
    expect(pages).toBe(2);
    expect(text).toContain("No items in this scope.");
  });
});

describe("GET /v1/entities/{id}/sheet.pdf", () => {
  it("prints every field, the attachments and the place", async () => {
    const { pages, text } = await readPdf(await getPdf(`/v1/entities/${drill.id}/sheet.pdf`, home.token));
    expect(pages).toBe(1);
    for (const shown of [
      "Cordless drill",
      "Garden shed › Top shelf",
      "Bosch",
      "GSR 18V",
      "SN-4711",
      "$129.50",
    ]) {
      expect(text).toContain(shown);
    }
    expect(text).toContain("Hardware store receipt");
    expect(text).toContain("Tools");
  });

  it("is a 404 for another group's entity", async () => {
    expectErrorBody(await api(`/v1/entities/${strangerItem.id}/sheet.pdf`, { token: home.token }), 404);
  });
});
