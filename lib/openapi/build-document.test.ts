import { readdirSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { routeModules } from "@/app/api/v1/openapi.json/route-modules";
import { errorCode } from "@/lib/schemas/errors";
import { buildOpenApiDocument } from "./build-document";

const apiRoot = path.resolve(import.meta.dirname, "..", "..", "app", "api");

type Operation = {
  summary?: string;
  responses: Record<string, { content?: Record<string, { schema?: unknown }> }>;
};

function operationsOf(document: Awaited<ReturnType<typeof buildOpenApiDocument>>) {
  return Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, operation]) => ({
      name: `${method.toUpperCase()} ${path}`,
      operation: operation as Operation,
    })),
  );
}

function refsIn(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(refsIn);
  if (typeof value !== "object" || value === null) return [];
  return Object.entries(value).flatMap(([key, item]) =>
    key === "$ref" && typeof item === "string" ? [item] : refsIn(item),
  );
}

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
    expect(invitations["x-cairn-viewer"]).toBe("refused");
    const viewerSees = (path: string, method: string) =>
      (document.paths[path]![method] as Record<string, any>)["x-cairn-viewer"];
    expect(viewerSees("/v1/entities/{id}", "get")).toBe("read");
    expect(viewerSees("/v1/entities/{id}", "put")).toBe("refused");
    expect(viewerSees("/v1/labelmaker/sheet", "post")).toBe("read");
    expect(viewerSees("/v1/notifiers", "post")).toBe("own");
    expect(viewerSees("/v1/users/self", "put")).toBeUndefined();
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

    const self = document.paths["/v1/users/self"]!.get as Record<string, any>;
    expect(self.responses["200"].content["application/json"].schema.required).toEqual(["item"]);
    expect(Object.keys((entity.delete as Record<string, any>).responses)).toContain("204");

    // Conditional writes: GET names the ETag, PUT and PATCH take If-Match and may answer 412.
    expect((entity.get as Record<string, any>).responses["200"].headers).toHaveProperty("ETag");
    for (const write of [entity.put, entity.patch] as Array<Record<string, any>>) {
      expect(write.parameters).toContainEqual(expect.objectContaining({ name: "If-Match", in: "header" }));
      expect(write.responses).toHaveProperty("412");
      expect(write.responses["200"].headers).toHaveProperty("ETag");
    }
    expect((entity.delete as Record<string, any>).responses).not.toHaveProperty("412");

    // Creates the offline queue retries take an Idempotency-Key.
    const create = document.paths["/v1/entities"]!.post as Record<string, any>;
    expect(create.parameters).toContainEqual(
      expect.objectContaining({ name: "Idempotency-Key", in: "header" }),
    );
    expect((entity.put as Record<string, any>).parameters).not.toContainEqual(
      expect.objectContaining({ name: "Idempotency-Key" }),
    );
  });

  it("gives every operation a summary, and a response schema unless it answers 204 or redirects", async () => {
    const problems: string[] = [];
    for (const { name, operation } of operationsOf(await buildOpenApiDocument(routeModules))) {
      if (!operation.summary?.trim()) problems.push(`${name}: no summary`);
      const successes = Object.keys(operation.responses).filter((status) => /^[23]/.test(status));
      expect(successes, name).toHaveLength(1);
      const status = successes[0]!;
      const content = operation.responses[status]!.content;
      const schema = content && Object.values(content)[0]?.schema;
      if (status === "204" && schema) problems.push(`${name}: answers 204 but declares a body`);
      if (status !== "204" && !status.startsWith("3") && !schema)
        problems.push(`${name}: answers ${status} without a response schema`);
    }
    expect(problems).toEqual([]);
  });

  it("documents the attachment upload as multipart and the download as a file", async () => {
    const document = await buildOpenApiDocument(routeModules);
    const upload = document.paths["/v1/entities/{id}/attachments"]!.post as Record<string, any>;
    const form = upload.requestBody.content["multipart/form-data"].schema;
    expect(form.properties.file).toEqual({ type: "string", format: "binary" });
    expect(form.required).toEqual(expect.arrayContaining(["name", "file"]));
    const download = document.paths["/v1/entities/{id}/attachments/{attachmentId}"]!.get as Record<
      string,
      any
    >;
    expect(download.responses["200"].content["application/octet-stream"].schema.format).toBe("binary");
  });

  it("describes the error body with its code, one of the codes the API answers with", async () => {
    const document = await buildOpenApiDocument(routeModules);
    expect(document.components.schemas!.Error).toEqual({
      type: "object",
      properties: {
        error: { type: "string" },
        code: { type: "string", enum: errorCode.options, description: expect.any(String) },
        fields: { type: "object", additionalProperties: { type: "string" } },
      },
      required: ["error", "code"],
    });
  });

  it("resolves every $ref inside the document", async () => {
    const document = await buildOpenApiDocument(routeModules);
    const prefix = "#/components/schemas/";
    for (const ref of new Set(refsIn(document.paths))) {
      expect(ref.startsWith(prefix), ref).toBe(true);
      expect(document.components.schemas, ref).toHaveProperty(ref.slice(prefix.length));
    }
  });
});
