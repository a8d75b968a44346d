import { afterEach, describe, expect, expectTypeOf, it, vi } from "vitest";
import type { EntityListOut, EntityOut } from "@/lib/schemas/entities";
import type { TagOut } from "@/lib/schemas/tags";
import { api, ApiRequestError, apiWithETag, routeTarget } from "./api-request";

const ID = "0b9f6c1e-8f0a-4c4e-9d55-3f1f2a7c8e11";

function answer(status: number, body?: unknown, headers: Record<string, string> = {}) {
  const fetchMock = vi.fn(
    async (_url: string, _init: RequestInit) =>
      new Response(body === undefined ? null : JSON.stringify(body), { status, headers }),
  );
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

describe("the typed API client", () => {
  it("fills and encodes the path's values and sends the method, query and JSON body", async () => {
    const fetchMock = answer(200, { id: ID, name: "Shed" });
    await api("PUT /tags/{id}", {
      params: { id: "a b/c" },
      query: undefined,
      body: { name: "Shed", color: "" },
      headers: { "If-Match": '"1"' },
    });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe("/api/v1/tags/a%20b%2Fc");
    expect(init.method).toBe("PUT");
    expect(init.body).toBe(JSON.stringify({ name: "Shed", color: "" }));
    expect(init.headers).toMatchObject({ "Content-Type": "application/json", "If-Match": '"1"' });

    await api("GET /entities", { query: { parentIds: [ID, ID], isLocation: true, pageSize: 5, q: "" } });
    expect(fetchMock.mock.calls[1]![0]).toBe(
      `/api/v1/entities?parentIds=${ID}&parentIds=${ID}&isLocation=true&pageSize=5`,
    );
  });

  it("answers undefined for a 204, the ETag with apiWithETag, and throws the API's refusal", async () => {
    answer(204);
    await expect(api("DELETE /entities/{id}", { params: { id: ID } })).resolves.toBeUndefined();

    answer(200, { id: ID }, { ETag: '"7"' });
    const read = await apiWithETag("GET /entities/{id}", { params: { id: ID } });
    expect(read.etag).toBe('"7"');

    answer(422, { error: "name: required", code: "validation", fields: { name: "required" } });
    const refusal = await api("POST /tags", { body: { name: "" } }).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(ApiRequestError);
    expect(refusal).toMatchObject({ status: 422, fields: { name: "required" }, code: "validation" });
  });

  it("splits a route into its method and path", () => {
    expect(routeTarget("POST /entities/{id}/attachments", { id: ID })).toEqual({
      method: "POST",
      path: `/entities/${ID}/attachments`,
    });
  });

  // What `npm run typecheck` holds every caller to (these calls never run). A change to a route's
  // schemas changes these types, so each caller that no longer fits fails the build.
  it("types each call from the route's own schemas", () => {
    expectTypeOf(api<"GET /entities/{id}">).returns.resolves.toEqualTypeOf<EntityOut>();
    expectTypeOf(api<"GET /entities">).returns.resolves.toEqualTypeOf<EntityListOut>();
    expectTypeOf(api<"POST /tags">).returns.resolves.toEqualTypeOf<TagOut>();
    expectTypeOf(api<"DELETE /tags/{id}">).returns.resolves.toEqualTypeOf<undefined>();

    const unused = () => {
      // @ts-expect-error: no such route
      void api("GET /entity/{id}", { params: { id: ID } });
      // @ts-expect-error: the route has no PATCH
      void api("PATCH /tags", { body: { name: "x" } });
      // @ts-expect-error: the path's {id} is missing
      void api("GET /entities/{id}");
      // @ts-expect-error: a value for a {param} the path does not have
      void api("GET /entities/{id}", { params: { id: ID, other: "x" } });
      // @ts-expect-error: the body is required
      void api("POST /tags");
      // @ts-expect-error: the body's name must be a string
      void api("POST /tags", { body: { name: 5 } });
      // @ts-expect-error: GET takes no body
      void api("GET /tags", { body: { name: "x" } });
      // @ts-expect-error: a query key the route's schema does not read
      void api("GET /entities", { query: { parentId: ID } });
      // A Date goes as its ISO text, which the timestamp fields read.
      void api("POST /users/self/api-keys", { body: { name: "ci", expiresAt: new Date() } });
    };
    expect(unused).toBeTypeOf("function");
  });
});
