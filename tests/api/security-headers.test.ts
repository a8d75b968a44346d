import { describe, expect, it } from "vitest";
import { baseUrl } from "./client";

/** A policy header as a map of directive → its sources. */
function directives(policy: string | null): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of (policy ?? "").split(";")) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) map.set(name.toLowerCase(), sources);
  }
  return map;
}

function expectCommonHeaders(headers: Headers) {
  expect(headers.get("x-content-type-options")).toBe("nosniff");
  expect(headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
  expect(headers.get("x-frame-options")).toBe("DENY");
  const permissions = headers.get("permissions-policy") ?? "";
  // The scanner reads the camera on our own origin; nothing else gets a device.
  expect(permissions).toContain("camera=(self)");
  expect(permissions).toContain("microphone=()");
  expect(permissions).toContain("geolocation=()");
}

async function page(path: string) {
  const response = await fetch(`${baseUrl()}${path}`, { redirect: "manual" });
  return { response, html: await response.text() };
}

describe("security headers", () => {
  it("API answers, success or error, carry a policy that loads and frames nothing", async () => {
    for (const path of ["/api/v1/status", "/api/v1/users/self", "/api/v1/no-such-route"]) {
      const response = await fetch(`${baseUrl()}${path}`);
      await response.arrayBuffer();
      expectCommonHeaders(response.headers);
      const csp = directives(response.headers.get("content-security-policy"));
      expect(csp.get("default-src"), path).toEqual(["'none'"]);
      expect(csp.get("frame-ancestors"), path).toEqual(["'none'"]);
      expect(csp.get("base-uri"), path).toEqual(["'none'"]);
    }
  });

  it("pages: scripts only with this response's nonce, no unsafe-inline or unsafe-eval for scripts", async () => {
    const nonces = new Set<string>();
    for (const path of ["/login", "/register", "/", "/dashboard"]) {
      const { response, html } = await page(path);
      expect(response.status, path).toBeLessThan(500);
      expectCommonHeaders(response.headers);
      const csp = directives(response.headers.get("content-security-policy"));
      const scripts = csp.get("script-src") ?? [];
      const nonce = scripts.find((source) => source.startsWith("'nonce-"))?.slice(7, -1);
      expect(nonce, `${path} script nonce`).toMatch(/^[A-Za-z0-9+/=]{16,}$/);
      nonces.add(nonce!);
      expect(scripts).toContain("'strict-dynamic'");
      expect(scripts).not.toContain("'unsafe-inline'");
      expect(scripts).not.toContain("'unsafe-eval'");
      for (const [name, sources] of csp) expect(sources, name).not.toContain("'unsafe-eval'");
      expect(csp.get("style-src")).toEqual(["'self'", "'unsafe-inline'"]);
      expect(csp.get("frame-ancestors")).toEqual(["'none'"]);
      expect(csp.get("object-src")).toEqual(["'none'"]);
      expect(csp.get("base-uri")).toEqual(["'self'"]);
      expect(csp.get("default-src")).toEqual(["'self'"]);
      if (response.status === 200) {
        // Every script in the document carries the nonce, or the browser would refuse to run it.
        const tags = html.match(/<script\b[^>]*>/g) ?? [];
        expect(tags.length, path).toBeGreaterThan(0);
        for (const tag of tags) expect(tag, path).toContain(`nonce="${nonce}"`);
      }
    }
    // A fresh nonce per response.
    expect(nonces.size).toBe(4);
  });

  it("the build's static files are served with nosniff", async () => {
    const { html } = await page("/login");
    const asset = html.match(/\/_next\/static\/[^"']+\.js/)?.[0];
    expect(asset).toBeDefined();
    const response = await fetch(`${baseUrl()}${asset}`);
    await response.arrayBuffer();
    expect(response.status).toBe(200);
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
  });
});
