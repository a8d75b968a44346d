import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fetchProviderJson, PROVIDER_USER_AGENT } from "./fetch-provider-json";

let server: Server;
let base: string;
let lastRequest: IncomingMessage | undefined;

beforeAll(async () => {
  server = createServer((request, response) => {
    lastRequest = request;
    const url = new URL(request.url!, "http://x");
    if (url.pathname === "/ok") return response.end(JSON.stringify({ hello: "world" }));
    if (url.pathname === "/missing") return response.writeHead(404).end("{}");
    if (url.pathname === "/broken") return response.writeHead(500).end("oops");
    if (url.pathname === "/html") return response.end("<html>");
    if (url.pathname === "/big") {
      // No content-length: chunked, so the limit must be kept while reading.
      response.write(`["${"x".repeat(600)}`);
      response.write(`${"x".repeat(600)}"]`);
      return response.end();
    }
    if (url.pathname === "/silent") return; // never answers
    response.writeHead(418).end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const options = (extra: Partial<Parameters<typeof fetchProviderJson>[1]> = {}) => ({
  signal: AbortSignal.timeout(2000),
  notFoundStatuses: [404],
  ...extra,
});

describe("fetchProviderJson", () => {
  it("reads a JSON answer and says who asks", async () => {
    await expect(fetchProviderJson(`${base}/ok`, options({ headers: { token: "t" } }))).resolves.toEqual({
      found: true,
      body: { hello: "world" },
    });
    expect(lastRequest!.headers["user-agent"]).toBe(PROVIDER_USER_AGENT);
    expect(lastRequest!.headers.token).toBe("t");
  });

  it("takes the not-found statuses as 'unknown code' and any other failure as an error", async () => {
    await expect(fetchProviderJson(`${base}/missing`, options())).resolves.toEqual({ found: false });
    await expect(fetchProviderJson(`${base}/broken`, options())).rejects.toThrow("answered HTTP 500");
    await expect(fetchProviderJson(`${base}/html`, options())).rejects.toThrow("not JSON");
  });

  it("refuses an answer beyond the size limit", async () => {
    await expect(fetchProviderJson(`${base}/big`, options({ maxBytes: 1000 }))).rejects.toThrow(
      "larger than 1000 bytes",
    );
    await expect(fetchProviderJson(`${base}/big`, options({ maxBytes: 2000 }))).resolves.toMatchObject({
      found: true,
    });
  });

  it("gives up when the signal aborts", async () => {
    await expect(
      fetchProviderJson(`${base}/silent`, options({ signal: AbortSignal.timeout(200) })),
    ).rejects.toMatchObject({ name: "TimeoutError" });
  });
});
