import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { disallowedMethod, exportedMethods, routeMatcher, routePatternMatcher } from "./route-patterns.mjs";

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
  writeFileSync(
    path.join(app, route, "route.ts"),
    route.endsWith("[id]") ? "export const PUT = apiRoute();\nexport const DELETE = apiRoute();\n" : "",
  );
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

describe("the methods of a route", () => {
  it("reads every way a route file exports a method handler", () => {
    const source = [
      "export const GET = apiRoute({}, handler);",
      "export async function POST() {}",
      "export { handler as PATCH, other as DELETE };",
      'export { PUT } from "../self/route";',
      "export const dynamic = 'force-dynamic';",
      "const OPTIONS = 1;",
    ].join("\n");
    expect(exportedMethods(source)).toEqual(["GET", "POST", "PUT", "PATCH", "DELETE"]);
  });

  it("knows the methods of the route a path reaches, and which are refused", () => {
    const route = routeMatcher(app)("/api/v1/entities/abc");
    expect(route).toEqual({ pattern: "/api/v1/entities/[id]", methods: ["PUT", "DELETE"], catchAll: false });
    expect(disallowedMethod(route!.methods, "GET")).toEqual(["PUT", "DELETE", "OPTIONS"]);
    expect(disallowedMethod(route!.methods, "put")).toBeNull();
    expect(disallowedMethod(route!.methods, "OPTIONS")).toBeNull();
    expect(disallowedMethod(["GET"], "HEAD")).toBeNull();
    expect(routeMatcher(app)("/api/v1/nowhere")?.catchAll).toBe(true);
  });
});
