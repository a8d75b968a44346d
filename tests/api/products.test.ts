import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { startFakeBarcodeProviders, PROVIDERS } from "../support/fake-barcode-providers";
import { shapeProblems } from "../support/openapi-shape";
import { createScratchDatabase } from "../support/postgres";
import { runSql } from "../support/sql";
import { startServer, type RunningServer } from "../support/server";

/** Known to UPCItemDB and BarcodeSpider (the same drill) and Open Products Facts; Open Food Facts
 * answers too late and Open Beauty Facts fails. */
const DRILL = "5035048748428";
/** No provider knows it. */
const UNKNOWN = "4006381333931";
/** No provider knows it either; looked up twice at once. */
const TWICE = "73513537";
/** Every provider fails on it. */
const BROKEN = "96385074";
/** Open Beauty Facts fails on it; the others do not know it. */
const PARTIAL = "12345670";
const SPIDER_TOKEN = "spider-test-token";
const TIMEOUT_MS = 1500;

let fake: Awaited<ReturnType<typeof startFakeBarcodeProviders>>;
let server: RunningServer;
let databaseUrl: string;
let token: string;
const cleanups: Array<() => Promise<void>> = [];

type Answer = { status: number; body: any; text: string; headers: Headers };

async function lookup(query: string, authorization: string | undefined = token): Promise<Answer> {
  const response = await fetch(`${server.baseUrl}/api/v1/products/search-from-barcode?${query}`, {
    headers: authorization ? { Authorization: authorization } : {},
  });
  const text = await response.text();
  return {
    status: response.status,
    text,
    body: text ? JSON.parse(text) : undefined,
    headers: response.headers,
  };
}

async function signUp(): Promise<string> {
  const email = `barcode-${Math.random().toString(36).slice(2)}@example.com`;
  const password = "correct horse battery";
  const post = (path: string, body: unknown) =>
    fetch(`${server.baseUrl}/api${path}`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(body),
    });
  expect((await post("/v1/users/register", { name: "Scanner", email, password })).status).toBe(204);
  const login = await post("/v1/users/login", { username: email, password });
  return ((await login.json()) as { token: string }).token;
}

beforeAll(async () => {
  fake = await startFakeBarcodeProviders(
    {
      upcitemdb: { [DRILL]: { fixture: "upcitemdb-found.json" }, [BROKEN]: { status: 500 } },
      barcodespider: { [DRILL]: { fixture: "barcodespider-found.json" }, [BROKEN]: { status: 500 } },
      openfoodfacts: {
        [DRILL]: { slowMs: TIMEOUT_MS + 3000, fixture: "openfoodfacts-found.json" },
        [BROKEN]: { status: 500 },
      },
      openbeautyfacts: { [DRILL]: { status: 500 }, [BROKEN]: { status: 500 }, [PARTIAL]: { status: 500 } },
      openproductsfacts: { [DRILL]: { fixture: "openproductsfacts-found.json" }, [BROKEN]: { status: 500 } },
    },
    SPIDER_TOKEN,
  );
  cleanups.push(fake.stop);
  const env: Record<string, string> = {
    ...fake.env,
    CAIRN_BARCODESPIDER_TOKEN: SPIDER_TOKEN,
    CAIRN_BARCODE_TIMEOUT_MS: String(TIMEOUT_MS),
  };
  const adminUrl = inject("postgresAdminUrl");
  if (adminUrl) {
    const scratch = await createScratchDatabase(adminUrl, "barcode");
    cleanups.push(scratch.drop);
    env.DATABASE_URL = scratch.url;
  }
  server = await startServer({ env });
  cleanups.push(() => server.stop());
  databaseUrl = env.DATABASE_URL ?? `file:${server.dataDir}/cairn.db`;
  token = await signUp();
});

afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

describe("GET /v1/products/search-from-barcode", () => {
  it("merges the providers that know the code, skipping one too slow and one failing", async () => {
    const answer = await lookup(`productEAN=${DRILL}`);
    expect(answer.status, answer.text).toBe(200);
    const products = answer.body as any[];
    // UPCItemDB and BarcodeSpider name the same drill: one result, UPCItemDB's, with the model
    // number, description and image it had; Open Products Facts' listing stays separate.
    expect(products.map((product) => product.search_engine_name)).toEqual([
      "upcitemdb.com",
      "openproductsfacts.org",
    ]);
    expect(products[0]).toEqual({
      barcode: DRILL,
      imageBase64: "",
      imageURL: "https://images.example.com/dewalt/dcd796d2.jpg",
      item: {
        name: "DeWalt DCD796D2 18V XR Brushless Combi Drill",
        description: "Compact brushless combi drill with two 2.0Ah batteries, charger and kit box.",
        manufacturer: "DeWalt",
        modelNumber: "DCD796D2",
        quantity: 1,
        parentId: null,
        entityTypeId: "00000000-0000-0000-0000-000000000000",
        tagIds: [],
      },
      manufacturer: "DeWalt",
      modelNumber: "DCD796D2",
      notes: "Category: Hardware > Tools > Drills",
      search_engine_name: "upcitemdb.com",
    });
    expect(products[1]).toMatchObject({
      manufacturer: "DeWalt",
      notes: "Quantity: 1 pièce",
      item: {
        name: "Perceuse-visseuse à percussion XR 18V DCD796",
        description: "Perceuse-visseuse sans fil",
      },
    });
    for (const product of products) expect(shapeProblems(product, "repo.BarcodeProduct")).toEqual([]);

    // Every provider was asked once, with the code as a path or query value, saying who asks.
    const asked = fake.requestsFor(DRILL);
    expect(asked.map((request) => request.provider).sort()).toEqual([...PROVIDERS].sort());
    for (const request of asked) expect(request.userAgent).toMatch(/^Cairn\/\S+ \(/);
    expect(asked.find((request) => request.provider === "barcodespider")!.token).toBe(SPIDER_TOKEN);
  });

  it("answers a fresh lookup from the shared cache, for any group, until it expires", async () => {
    const before = fake.requestsFor(DRILL).length;
    const again = await lookup(`data=${DRILL}`);
    expect(again.status).toBe(200);
    expect(again.body).toHaveLength(2);
    const other = await lookup(`productEAN=%20${DRILL}%20`, await signUp());
    expect(other.body).toEqual(again.body);
    expect(fake.requestsFor(DRILL)).toHaveLength(before);

    await runSql(
      databaseUrl,
      `UPDATE "BarcodeLookup" SET "expiresAt" = '2020-01-01T00:00:00.000Z' WHERE "barcode" = ?`,
      `UPDATE "BarcodeLookup" SET "expiresAt" = '2020-01-01T00:00:00Z' WHERE "barcode" = $1`,
      [DRILL],
    );
    expect((await lookup(`data=${DRILL}`)).body).toEqual(again.body);
    expect(fake.requestsFor(DRILL)).toHaveLength(before + PROVIDERS.length);
  });

  it("answers 204 when no provider knows the code, and remembers that", async () => {
    const answer = await lookup(`productEAN=${UNKNOWN}`);
    expect(answer.status, answer.text).toBe(204);
    expect(answer.text).toBe("");
    // Every database answered: the code is unknown, nothing more to say.
    expect(answer.headers.get("X-Cairn-Product-Lookup")).toBeNull();
    expect(fake.requestsFor(UNKNOWN)).toHaveLength(PROVIDERS.length);
    expect((await lookup(`data=${UNKNOWN}`)).status).toBe(204);
    expect(fake.requestsFor(UNKNOWN)).toHaveLength(PROVIDERS.length);
  });

  it("asks the providers once for the same code looked up twice at once", async () => {
    const [first, second] = await Promise.all([lookup(`productEAN=${TWICE}`), lookup(`data=${TWICE}`)]);
    expect([first.status, second.status]).toEqual([204, 204]);
    expect(fake.requestsFor(TWICE)).toHaveLength(PROVIDERS.length);
  });

  it("answers 204 when every provider fails, saying none could be reached, and asks them again next time", async () => {
    const first = await lookup(`productEAN=${BROKEN}`);
    expect(first.status).toBe(204);
    expect(first.text).toBe("");
    expect(first.headers.get("X-Cairn-Product-Lookup")).toBe("unreachable");
    expect((await lookup(`productEAN=${BROKEN}`)).headers.get("X-Cairn-Product-Lookup")).toBe("unreachable");
    expect(fake.requestsFor(BROKEN)).toHaveLength(2 * PROVIDERS.length);
  });

  it("says a miss is incomplete when some providers failed", async () => {
    const answer = await lookup(`productEAN=${PARTIAL}`);
    expect(answer.status).toBe(204);
    expect(answer.headers.get("X-Cairn-Product-Lookup")).toBe("incomplete");
  });

  it("refuses a code that is not 8 to 14 digits with 422, naming the field, and asks nobody", async () => {
    const before = fake.requests.length;
    const cases: Array<[string, string]> = [
      ["productEAN=1234567", "productEAN"],
      ["productEAN=123456789012345", "productEAN"],
      ["data=abc12345", "data"],
      ["data=%20%20", "data"],
      ["productEAN=", "productEAN"],
      ["", "productEAN"],
      [`data=${encodeURIComponent("12345678/../../x")}`, "data"],
    ];
    for (const [query, field] of cases) {
      const answer = await lookup(query);
      expect(answer.status, query).toBe(422);
      expect(typeof answer.body.error).toBe("string");
      expect(Object.keys(answer.body.fields), query).toEqual([field]);
    }
    expect(fake.requests).toHaveLength(before);
  });

  it("wants credentials", async () => {
    const answer = await lookup(`productEAN=${DRILL}`, "");
    expect(answer.status).toBe(401);
    expect(typeof answer.body.error).toBe("string");
  });
});
