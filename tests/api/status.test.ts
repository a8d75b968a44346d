import { execFileSync } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { api, expectErrorBody, newUser } from "./client";

describe("GET /v1/status", () => {
  it("reports health from the database and the public settings, without credentials", async () => {
    const response = await api("/v1/status");
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      health: true,
      title: "Cairn",
      allowRegistration: true,
      demo: false,
      oidc: { enabled: false, allowLocal: true, autoRedirect: false, buttonText: expect.any(String) },
      telemetry: { enabled: false },
      build: { version: expect.any(String), commit: expect.any(String), buildTime: expect.any(String) },
      latest: { version: expect.any(String), date: expect.any(String) },
    });
    expect(Array.isArray(response.body.versions)).toBe(true);
  });

  it("names the commit and the time the running bundle was built from, as HomeBox does", async () => {
    const { build, latest } = (await api("/v1/status")).body;
    expect(build.commit).toMatch(/^[0-9a-f]{40}$/);
    // A commit of this checkout: the bundle was built from these sources.
    const root = path.resolve(import.meta.dirname, "..", "..");
    expect(
      execFileSync("git", ["cat-file", "-t", build.commit], { cwd: root, encoding: "utf8" }).trim(),
    ).toBe("commit");
    expect(build.buildTime).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/);
    expect(Date.parse(build.buildTime)).toBeLessThanOrEqual(Date.now());
    expect(latest.date).toBe(build.buildTime);
  });

  it("tolerates a trailing slash", async () => {
    const response = await api("/v1/status/");
    expect(response.status).toBe(200);
    expect(response.body.health).toBe(true);
  });
});

describe("GET /v1/currencies", () => {
  it("lists ISO currencies with code, name, local, symbol and decimals, publicly", async () => {
    const response = await api("/v1/currencies");
    expect(response.status).toBe(200);
    const usd = response.body.find((currency: { code: string }) => currency.code === "USD");
    expect(usd).toEqual({ code: "USD", name: "US Dollar", local: "United States", symbol: "$", decimals: 2 });
    const jpy = response.body.find((currency: { code: string }) => currency.code === "JPY");
    expect(jpy.decimals).toBe(0);
    expect(response.body.length).toBeGreaterThan(100);
  });
});

describe("unknown routes and malformed requests", () => {
  it("answers an unknown /api/v1 path with a JSON 404 for any method", async () => {
    for (const method of ["GET", "POST", "PUT", "PATCH", "DELETE"]) {
      const response = await api("/v1/no-such-thing/at/all", { method });
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ error: "Not Found", code: "not_found" });
    }
  });

  it("answers malformed JSON with 400 and never leaks internals", async () => {
    const user = await newUser();
    const response = await api("/v1/users/self", {
      method: "PUT",
      token: user.token,
      rawBody: '{"name": "x",',
      headers: { "Content-Type": "application/json" },
    });
    expectErrorBody(response, 400);
    expect(response.text).not.toMatch(/at .*\.js|prisma|SELECT/i);
  });

  it("answers a body over the size limit with 413", async () => {
    const user = await newUser();
    const response = await api("/v1/users/self/settings", {
      method: "PUT",
      token: user.token,
      body: { blob: "x".repeat(1_100_000) },
    });
    expectErrorBody(response, 413);
  });

  it("answers a malformed UUID in the path with 400 invalid route key", async () => {
    const user = await newUser();
    const response = await api("/v1/users/self/api-keys/not-a-uuid", { method: "DELETE", token: user.token });
    expectErrorBody(response, 400);
    expect(response.body.error).toBe("invalid route key: id");
  });

  it("sets a request id and nosniff on API answers", async () => {
    const response = await api("/v1/status");
    expect(response.headers.get("x-request-id")).toBeTruthy();
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
  });
});

describe("GET /v1/openapi.json", () => {
  it("serves the OpenAPI document of every route, publicly", async () => {
    const response = await api("/v1/openapi.json");
    expect(response.status).toBe(200);
    expect(response.body.openapi).toBe("3.1.0");
    expect(Object.keys(response.body.paths)).toEqual(
      expect.arrayContaining([
        "/v1/status",
        "/v1/users/login",
        "/v1/entities",
        "/v1/entities/{id}",
        "/v1/tags/{id}",
      ]),
    );
  });
});
