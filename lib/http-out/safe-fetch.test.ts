import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { OutboundFailed, OutboundRefused, safeFetch, vetDestination } from "./safe-fetch";

const guarded = { allowPrivate: false, allowHosts: new Set<string>() };

describe("vetDestination", () => {
  it.each([
    "http://127.0.0.1/",
    "http://169.254.169.254/latest",
    "http://[::1]:8080/",
    "http://[::ffff:7f00:1]/",
    "http://10.0.0.1/",
    "http://localhost/",
    "http://0.0.0.0/",
  ])("refuses %s", async (url) => {
    await expect(vetDestination(new URL(url), guarded)).rejects.toBeInstanceOf(OutboundRefused);
  });

  it("refuses schemes other than http and https", async () => {
    await expect(vetDestination(new URL("file:///etc/passwd"), guarded)).rejects.toBeInstanceOf(
      OutboundRefused,
    );
  });

  it("lets an allowed host:port through, and only that one", async () => {
    const policy = { allowPrivate: false, allowHosts: new Set(["127.0.0.1:8080"]) };
    await expect(vetDestination(new URL("http://127.0.0.1:8080/x"), policy)).resolves.toEqual({
      address: "127.0.0.1",
      family: 4,
    });
    await expect(vetDestination(new URL("http://127.0.0.1:8081/x"), policy)).rejects.toBeInstanceOf(
      OutboundRefused,
    );
    await expect(vetDestination(new URL("http://localhost:8080/x"), policy)).rejects.toBeInstanceOf(
      OutboundRefused,
    );
  });

  it("lets everything through with allowPrivate", async () => {
    const policy = { allowPrivate: true, allowHosts: new Set<string>() };
    await expect(vetDestination(new URL("http://[::1]/"), policy)).resolves.toEqual({
      address: "::1",
      family: 6,
    });
  });

  it("passes a public literal address without resolving", async () => {
    await expect(vetDestination(new URL("https://1.1.1.1/"), guarded)).resolves.toEqual({
      address: "1.1.1.1",
      family: 4,
    });
  });
});

describe("safeFetch", () => {
  let server: Server;
  let port = 0;
  beforeAll(async () => {
    server = createServer((request, response) => {
      if (request.url === "/big") {
        response.writeHead(200);
        response.end("x".repeat(10_000));
        return;
      }
      if (request.url === "/loop") {
        response.writeHead(302, { Location: "/loop" }).end();
        return;
      }
      if (request.url === "/slow") return; // never answers
      if (request.url?.startsWith("/slow-redirect")) {
        setTimeout(() => response.writeHead(302, { Location: "/slow-redirect" }).end(), 150);
        return;
      }
      if (request.url === "/trickle") {
        // Headers at once, then a byte now and then, forever: each byte resets an idle timeout.
        response.writeHead(200, { "Content-Type": "text/plain" });
        const timer = setInterval(() => response.write("."), 50);
        response.on("close", () => clearInterval(timer));
        return;
      }
      response.writeHead(200).end(`${request.method} ${request.url}`);
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(
    () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  );

  const policy = () => ({ allowPrivate: false, allowHosts: new Set([`127.0.0.1:${port}`]) });

  it("reads at most maxBytes of the answer", async () => {
    const answer = await safeFetch(`http://127.0.0.1:${port}/big`, {}, { policy: policy(), maxBytes: 100 });
    expect(answer).toEqual({ status: 200, body: "x".repeat(100) });
  });

  it("stops after three redirects", async () => {
    await expect(safeFetch(`http://127.0.0.1:${port}/loop`, {}, { policy: policy() })).rejects.toThrow(
      /redirects/,
    );
  });

  it("answers with the redirect itself when told not to follow", async () => {
    const answer = await safeFetch(
      `http://127.0.0.1:${port}/loop`,
      {},
      { policy: policy(), followRedirects: false },
    );
    expect(answer.status).toBe(302);
  });

  it("times out", async () => {
    await expect(
      safeFetch(`http://127.0.0.1:${port}/slow`, {}, { policy: policy(), timeoutMs: 200 }),
    ).rejects.toBeInstanceOf(OutboundFailed);
  });

  it("bounds the whole request, the answer's body included, by the timeout", async () => {
    const started = Date.now();
    const outcome = await Promise.race([
      safeFetch(`http://127.0.0.1:${port}/trickle`, {}, { policy: policy(), timeoutMs: 300 }).then(
        () => "answered",
        (error: unknown) => error,
      ),
      new Promise((resolve) => setTimeout(() => resolve("still reading"), 5_000)),
    ]);
    expect(outcome).toBeInstanceOf(OutboundFailed);
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it("gives the whole chain of redirects one timeout, not one per hop", async () => {
    await expect(
      safeFetch(`http://127.0.0.1:${port}/slow-redirect`, {}, { policy: policy(), timeoutMs: 400 }),
    ).rejects.toThrow(/timed out/);
  });

  it("is refused without the allowance", async () => {
    await expect(safeFetch(`http://127.0.0.1:${port}/`, {}, { policy: guarded })).rejects.toBeInstanceOf(
      OutboundRefused,
    );
  });
});
