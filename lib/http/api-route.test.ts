import { NextRequest } from "next/server";
import { describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { optionalTimestamp } from "@/lib/schemas/common";
import { apiRoute, idParams } from "./api-route";
import { etagOf, preconditionFailed } from "./etag";
import { DomainError } from "@/lib/errors/domain-error";

const context = (params: Record<string, string> = {}) => ({ params: Promise.resolve(params) });

function post(body: string, headers: Record<string, string> = { "content-type": "application/json" }) {
  return new NextRequest("http://localhost/api/v1/thing", { method: "POST", body, headers });
}

const thing = z.object({ name: z.string().min(1), when: optionalTimestamp });
const echo = apiRoute(
  { access: "public", body: thing, status: 201, response: thing },
  async ({ body }) => body,
);

describe("apiRoute", () => {
  it("parses the body and answers with the route's status", async () => {
    const response = await echo(post('{"name":"lamp","extra":1}'), context());
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ name: "lamp" });
    expect(response.headers.get("x-request-id")).toBeTruthy();
  });

  it("answers malformed JSON with 400", async () => {
    const response = await echo(post('{"name":'), context());
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: "malformed JSON body", code: "malformed" });
  });

  it("answers broken field rules with 422 and JSON field names", async () => {
    const response = await echo(post('{"name":""}'), context());
    expect(response.status).toBe(422);
    const body = await response.json();
    expect(Object.keys(body.fields)).toEqual(["name"]);
    expect(body.error).toMatch(/name/);
  });

  it("answers an unparsable date with 400", async () => {
    const response = await echo(post('{"name":"x","when":"someday"}'), context());
    expect(response.status).toBe(400);
    expect((await response.json()).fields).toHaveProperty("when");
  });

  it("refuses a body over the limit with 413 before reading it all", async () => {
    const small = apiRoute(
      { access: "public", body: z.unknown(), maxBodyBytes: 10, response: z.string() },
      async () => "ok",
    );
    expect((await small(post(JSON.stringify({ text: "more than ten bytes" })), context())).status).toBe(413);
  });

  it("refuses a form body on a JSON-only route with 415", async () => {
    const response = await echo(
      post("name=x", { "content-type": "application/x-www-form-urlencoded" }),
      context(),
    );
    expect(response.status).toBe(415);
  });

  it("answers a malformed path id with 400 invalid route key", async () => {
    const route = apiRoute(
      { access: "public", params: idParams, response: idParams },
      async ({ params }) => params,
    );
    const response = await route(new NextRequest("http://localhost/api/v1/thing/x"), context({ id: "x" }));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: "invalid route key: id", code: "malformed" });
  });

  it("answers 204 with no body when the handler returns nothing", async () => {
    const route = apiRoute({ access: "public", status: 204 }, async () => undefined);
    const response = await route(new NextRequest("http://localhost/api/v1/thing"), context());
    expect(response.status).toBe(204);
    expect(await response.text()).toBe("");
  });

  it("holds handlers to the declared response at compile time", () => {
    const named = z.object({ name: z.string() });
    // @ts-expect-error a number is not the declared { name: string }
    apiRoute({ access: "public", response: named }, async () => ({ name: 1 }));
    // @ts-expect-error without a declared response a route answers 204 and returns nothing
    apiRoute({ access: "public", status: 204 }, async () => ({ name: "x" }));
    apiRoute({ access: "public", response: named }, async () => new Response(null, { status: 202 }));
    apiRoute({ access: "public", response: named }, async () => undefined);
  });

  it("maps DomainError to its status and hides unexpected errors behind 500 Unknown Error", async () => {
    const conflict = apiRoute({ access: "public" }, async () => {
      throw new DomainError("conflict", "taken", { fields: { email: "is taken" } });
    });
    const conflictResponse = await conflict(new NextRequest("http://localhost/x"), context());
    expect(conflictResponse.status).toBe(409);
    expect(await conflictResponse.json()).toEqual({
      error: "taken",
      code: "conflict",
      fields: { email: "is taken" },
    });

    const stderr = vi.spyOn(process.stderr, "write").mockImplementation(() => true);
    const crash = apiRoute({ access: "public" }, async () => {
      throw new Error("SELECT * FROM secret_table failed at /srv/app.js:1");
    });
    const crashResponse = await crash(new NextRequest("http://localhost/x"), context());
    expect(crashResponse.status).toBe(500);
    expect(await crashResponse.text()).toBe('{"error":"Unknown Error","code":"internal"}');
    expect(String(stderr.mock.calls[0]?.[0])).toMatch(/"requestId":"[^"]+".*secret_table/);
    stderr.mockRestore();
  });

  it("requires credentials on non-public routes", async () => {
    const route = apiRoute({ access: "user", response: z.string() }, async () => "never");
    const response = await route(new NextRequest("http://localhost/x"), context());
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({
      error: "authorization header or query is required",
      code: "unauthorized",
    });
  });

  describe("etag", () => {
    const record = z.object({ name: z.string(), updatedAt: z.string() });
    type Stored = z.output<typeof record>;
    const put = (headers: Record<string, string> = {}) =>
      new NextRequest("http://localhost/api/v1/thing", {
        method: "PUT",
        body: '{"name":"new"}',
        headers: { "content-type": "application/json", ...headers },
      });
    /** One stored record and a write that refuses a version other than the stored one. */
    function store() {
      const state = { current: { name: "old", updatedAt: "1" } as Stored, writes: 0, seen: [] as unknown[] };
      const route = apiRoute(
        {
          access: "public",
          body: z.object({ name: z.string() }),
          response: record,
          etag: "write",
          current: async () => state.current,
        },
        async ({ body, ifMatched }) => {
          state.seen.push(ifMatched?.updatedAt);
          if (ifMatched && ifMatched.updatedAt !== state.current.updatedAt) throw preconditionFailed();
          state.writes += 1;
          state.current = { name: body.name, updatedAt: String(Number(state.current.updatedAt) + 1) };
          return state.current;
        },
      );
      return { state, route };
    }

    it("sets the ETag of a read answer", async () => {
      const answer = { name: "x", updatedAt: "1" };
      const route = apiRoute({ access: "public", response: record, etag: "read" }, async () => answer);
      const response = await route(new NextRequest("http://localhost/x"), context());
      expect(response.headers.get("etag")).toBe(etagOf(answer));
      expect(response.headers.get("cache-control")).toBe("no-store");
      expect(await response.json()).toEqual(answer);
    });

    it("checks If-Match before the write and answers the new ETag", async () => {
      const { state, route } = store();
      const first = etagOf(state.current);
      const written = await route(put({ "If-Match": `"other", ${first}` }), context());
      expect(written.status).toBe(200);
      expect(written.headers.get("etag")).toBe(etagOf(state.current));
      expect(state.seen).toEqual(["1"]);

      const stale = await route(put({ "If-Match": first }), context());
      expect(stale.status).toBe(412);
      expect(stale.headers.get("etag")).toBe(etagOf(state.current));
      expect(await stale.json()).toEqual({
        error: expect.any(String),
        code: "precondition_failed",
        fields: { "If-Match": "does not match the current ETag" },
      });
      expect(state.writes).toBe(1);
    });

    it("lets any version through without If-Match or with *", async () => {
      const { state, route } = store();
      expect((await route(put(), context())).status).toBe(200);
      expect((await route(put({ "If-Match": "*" }), context())).status).toBe(200);
      expect(state.seen).toEqual([undefined, undefined]);
    });

    it("names the current ETag when the write finds the record moved on after the check", async () => {
      const { state } = store();
      const seen = etagOf(state.current);
      const racing = apiRoute(
        {
          access: "public",
          body: z.object({ name: z.string() }),
          response: record,
          etag: "write",
          current: async () => state.current,
        },
        async () => {
          state.current = { name: "theirs", updatedAt: "9" };
          throw preconditionFailed();
        },
      );
      const response = await racing(put({ "If-Match": seen }), context());
      expect(response.status).toBe(412);
      expect(response.headers.get("etag")).toBe(etagOf({ name: "theirs", updatedAt: "9" }));
    });

    it("refuses a write route without a reader of the current record", () => {
      expect(() =>
        apiRoute({ access: "public", response: record, etag: "write" }, async () => undefined),
      ).toThrow(/current/);
    });
  });
});
