import { readFileSync } from "node:fs";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";

const fixtures = path.resolve(import.meta.dirname, "..", "fixtures", "barcode");
const fixture = (name: string) => readFileSync(path.join(fixtures, name), "utf8");

export const PROVIDERS = [
  "upcitemdb",
  "barcodespider",
  "openfoodfacts",
  "openbeautyfacts",
  "openproductsfacts",
] as const;
export type ProviderName = (typeof PROVIDERS)[number];

/** How a fake provider answers one code: a recorded body, a failure, or (too) late. */
export type Behaviour = { fixture: string } | { status: number } | { slowMs: number; fixture: string };

/** Each provider's recorded answer for a code it does not know (UPCItemDB and BarcodeSpider: 200). */
const NOT_FOUND: Record<ProviderName, { status: number; body: string }> = {
  upcitemdb: { status: 200, body: fixture("upcitemdb-empty.json") },
  barcodespider: { status: 404, body: fixture("barcodespider-not-found.json") },
  openfoodfacts: { status: 404, body: fixture("openfacts-not-found.json") },
  openbeautyfacts: { status: 404, body: fixture("openfacts-not-found.json") },
  openproductsfacts: { status: 404, body: fixture("openfacts-not-found.json") },
};

export type ProviderRequest = { provider: ProviderName; code: string; userAgent: string; token: string };

/** Where each provider's API lives on the fake, and how its path carries the code. */
const ROUTES: Array<[ProviderName, RegExp]> = [
  ["upcitemdb", /^\/upcitemdb\/prod\/trial\/lookup$/],
  ["barcodespider", /^\/barcodespider\/v1\/lookup$/],
  ["openfoodfacts", /^\/openfoodfacts\/api\/v2\/product\/([^/]+)\.json$/],
  ["openbeautyfacts", /^\/openbeautyfacts\/api\/v2\/product\/([^/]+)\.json$/],
  ["openproductsfacts", /^\/openproductsfacts\/api\/v2\/product\/([^/]+)\.json$/],
];

/**
 * All five product databases on one loopback port, each under its own base path, answering
 * recorded-style JSON per code as `behaviours` says (unknown codes get the provider's not-found
 * answer). Every request is counted. BarcodeSpider wants the `token` header to be `spiderToken`.
 */
export async function startFakeBarcodeProviders(
  behaviours: Partial<Record<ProviderName, Record<string, Behaviour>>>,
  spiderToken: string,
) {
  const requests: ProviderRequest[] = [];
  const timers = new Set<NodeJS.Timeout>();
  const send = (response: ServerResponse, status: number, body: string) =>
    response.writeHead(status, { "Content-Type": "application/json" }).end(body);

  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url!, "http://fake");
    const route = ROUTES.find(([, pattern]) => pattern.test(url.pathname));
    if (!route) return send(response, 404, '{"error":"no such API"}');
    const [provider, pattern] = route;
    const code = pattern.exec(url.pathname)![1] ?? url.searchParams.get("upc") ?? "";
    requests.push({
      provider,
      code: decodeURIComponent(code),
      userAgent: String(request.headers["user-agent"] ?? ""),
      token: String(request.headers.token ?? ""),
    });
    if (provider === "barcodespider" && request.headers.token !== spiderToken) {
      return send(response, 401, '{"item_response":{"code":401,"status":"Unauthorized"}}');
    }
    const behaviour = behaviours[provider]?.[code];
    if (!behaviour) return send(response, NOT_FOUND[provider].status, NOT_FOUND[provider].body);
    if ("status" in behaviour) return send(response, behaviour.status, '{"error":"internal error"}');
    if ("slowMs" in behaviour) {
      const timer = setTimeout(() => {
        timers.delete(timer);
        if (!response.destroyed) send(response, 200, fixture(behaviour.fixture));
      }, behaviour.slowMs);
      timers.add(timer);
      return;
    }
    send(response, 200, fixture(behaviour.fixture));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    requests,
    /** The server environment that points Cairn at this fake. */
    env: {
      CAIRN_UPCITEMDB_URL: `${base}/upcitemdb`,
      CAIRN_BARCODESPIDER_URL: `${base}/barcodespider`,
      CAIRN_OPENFOODFACTS_URL: `${base}/openfoodfacts`,
      CAIRN_OPENBEAUTYFACTS_URL: `${base}/openbeautyfacts`,
      CAIRN_OPENPRODUCTSFACTS_URL: `${base}/openproductsfacts`,
    },
    requestsFor: (code: string) => requests.filter((request) => request.code === code),
    stop: async () => {
      for (const timer of timers) clearTimeout(timer);
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
