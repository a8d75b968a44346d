import { readdirSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { routeModules } from "@/app/api/v1/openapi.json/route-modules";
import { buildOpenApiDocument } from "./build-document";

const apiRoot = path.resolve(import.meta.dirname, "..", "..", "app", "api");

function routeFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return routeFiles(full);
    return name === "route.ts" ? [path.relative(apiRoot, dir)] : [];
  });
}

describe("the OpenAPI document", () => {
  it("lists every route file under app/api/v1", () => {
    const onDisk = routeFiles(path.join(apiRoot, "v1"))
      .filter((dir) => !dir.includes("[...slug]") && !dir.includes("openapi.json"))
      .map((dir) => `/${dir.replace(/\[([^\]]+)\]/g, "{$1}")}`)
      .sort();
    expect(Object.keys(routeModules).sort()).toEqual(onDisk);
  });

  it("describes each operation from the route's own schemas", async () => {
    const document = await buildOpenApiDocument(routeModules);
    const register = document.paths["/v1/users/register"]!.post as Record<string, any>;
    const body = register.requestBody.content["application/json"].schema;
    expect(body.required).toEqual(expect.arrayContaining(["name", "email", "password"]));
    expect(register.security).toEqual([]);

    const invitations = document.paths["/v1/groups/invitations"]!.post as Record<string, any>;
    expect(invitations["x-cairn-access"]).toBe("owner");
    expect(Object.keys(invitations.responses)).toEqual(expect.arrayContaining(["201", "401", "403", "422"]));

    const login = document.paths["/v1/users/login"]!.post as Record<string, any>;
    expect(Object.keys(login.requestBody.content)).toContain("application/x-www-form-urlencoded");
    const entity = document.paths["/v1/entities/{id}"]!;
    expect(Object.keys(entity).sort()).toEqual(["delete", "get", "patch", "put"]);
    expect((entity.get as Record<string, any>).parameters[0]).toMatchObject({
      name: "id",
      in: "path",
      required: true,
    });
  });
});
