import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { routePatternMatcher } from "./route-patterns.mjs";

const app = mkdtempSync(path.join(tmpdir(), "cairn-routes-"));
for (const route of [
  "api/v1/entities",
  "api/v1/entities/[id]",
  "api/v1/entities/tree",
  "api/v1/entities/[id]/attachments/[attachmentId]",
  "api/v1/[[...slug]]",
  "api/(internal)/metrics",
  "api/auth/[...nextauth]",
]) {
  mkdirSync(path.join(app, route), { recursive: true });
  writeFileSync(path.join(app, route, "route.ts"), "");
}
afterAll(() => rmSync(app, { recursive: true, force: true }));

describe("routePatternMatcher", () => {
  const pattern = routePatternMatcher(app);

  it("names the route file a path reaches: static before dynamic before catch-all", () => {
    expect(pattern("/api/v1/entities")).toBe("/api/v1/entities");
    expect(pattern("/api/v1/entities/tree")).toBe("/api/v1/entities/tree");
    expect(pattern("/api/v1/entities/0b5c6a1e-6c9e-4e2b-9d1e-1a2b3c4d5e6f")).toBe("/api/v1/entities/[id]");
    expect(pattern("/api/v1/entities/a/attachments/b?access_token=x")).toBe(
      "/api/v1/entities/[id]/attachments/[attachmentId]",
    );
    expect(pattern("/api/v1/entities/a/attachments")).toBe("/api/v1/[[...slug]]");
    expect(pattern("/api/v1")).toBe("/api/v1/[[...slug]]");
    expect(pattern("/api/auth/callback/oidc")).toBe("/api/auth/[...nextauth]");
    expect(pattern("/api/metrics")).toBe("/api/metrics");
  });

  it("never answers a raw path: what no route file matches is 'unmatched'", () => {
    expect(pattern("/api/whatever/123")).toBe("unmatched");
    expect(pattern("/api")).toBe("unmatched");
    expect(routePatternMatcher(path.join(app, "missing"))("/api/v1/entities")).toBe("unmatched");
  });
});
