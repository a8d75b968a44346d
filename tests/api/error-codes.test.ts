import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { api, baseUrl, newMember, newUser, type TestUser } from "./client";
import { createEntity, putEntity } from "./entities-fixtures";

/**
 * Every error body carries a stable `code` beside its `error` message (and `fields`), whatever
 * status it comes with; the rest of the body is what it was before codes existed.
 */
let owner: TestUser;

beforeAll(async () => {
  owner = await newUser();
});

const entityUrl = (id: string) => `/v1/entities/${id}`;

describe("the code in the error body", () => {
  it("is not_found for an unknown record, an unknown route and another group's record", async () => {
    const unknown = await api(entityUrl(randomUUID()), { token: owner.token });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ error: "Not Found", code: "not_found" });

    const route = await api("/v1/no-such-route", { token: owner.token });
    expect(route.status).toBe(404);
    expect(route.body).toEqual({ error: "Not Found", code: "not_found" });

    const theirs = await createEntity(owner, { name: "Theirs" });
    const stranger = await newUser();
    const foreign = await api(entityUrl(theirs.id), { token: stranger.token });
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual({ error: "Not Found", code: "not_found" });
  });

  it("is method_not_allowed for a method the route lacks (answered by the server, not a route)", async () => {
    const response = await fetch(`${baseUrl()}/api/v1/status`, { method: "DELETE" });
    expect(response.status).toBe(405);
    expect(await response.json()).toEqual({
      error: expect.stringMatching(/^method DELETE is not allowed here/),
      code: "method_not_allowed",
    });
  });

  it("is malformed, with the path's message, for a path that cannot be percent-decoded", async () => {
    const response = await fetch(`${baseUrl()}/api/v1/tags/%FF`, {
      headers: { Authorization: owner.token },
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: "the URL path holds a malformed percent-encoding",
      code: "malformed",
    });
  });

  it("is conflict, with fields, for an asset ID another item has", async () => {
    const first = await createEntity(owner, { name: "First" });
    const second = await createEntity(owner, { name: "Second" });
    expect((await putEntity(owner, first.id, { name: "First", assetId: "000-900" })).status).toBe(200);
    const taken = await putEntity(owner, second.id, { name: "Second", assetId: 900 });
    expect(taken.status).toBe(409);
    expect(taken.body).toEqual({
      error: "assetId: is already used by another item or location",
      code: "conflict",
      fields: { assetId: expect.any(String) },
    });
  });

  it("is precondition_failed, with fields and the current ETag, for a stale If-Match", async () => {
    const entity = await createEntity(owner, { name: "Stale" });
    const current = await api(entityUrl(entity.id), { token: owner.token });
    const stale = await api(entityUrl(entity.id), {
      method: "PATCH",
      token: owner.token,
      body: { name: "Mine" },
      headers: { "If-Match": '"not-the-current-one"' },
    });
    expect(stale.status).toBe(412);
    expect(stale.body).toEqual({
      error: "the record was changed by someone else since it was read",
      code: "precondition_failed",
      fields: { "If-Match": "does not match the current ETag" },
    });
    expect(stale.headers.get("etag")).toBe(current.headers.get("etag"));
  });

  it("is validation, with fields, for a field that breaks a rule", async () => {
    const response = await api("/v1/entities", { method: "POST", token: owner.token, body: { name: "" } });
    expect(response.status).toBe(422);
    expect(response.body).toEqual({
      error: expect.stringMatching(/^validation failed: name: /),
      code: "validation",
      fields: { name: expect.any(String) },
    });
  });

  it("is malformed, with fields, for a value that cannot be read at all", async () => {
    const boiler = await createEntity(owner, { name: "Boiler" });
    const response = await api(`${entityUrl(boiler.id)}/maintenance`, {
      method: "POST",
      token: owner.token,
      body: { name: "Service", scheduledDate: "2026-02-30" },
    });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      error: expect.stringMatching(/^scheduledDate: /),
      code: "malformed",
      fields: { scheduledDate: expect.any(String) },
    });
  });

  it("is unauthorized without or with a bad token", async () => {
    const missing = await api("/v1/users/self");
    expect(missing.status).toBe(401);
    expect(missing.body).toEqual({
      error: "authorization header or query is required",
      code: "unauthorized",
    });
    const bad = await api("/v1/users/self", { token: "Bearer not-a-token" });
    expect(bad.status).toBe(401);
    expect(bad.body).toEqual({ error: "valid authorization token is required", code: "unauthorized" });
  });

  it("is forbidden for a member on an owner-only route and for an attachment-only token", async () => {
    const member = await newMember(owner);
    const refused = await api("/v1/groups", {
      method: "PUT",
      token: member.token,
      body: { name: "Mine now" },
    });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ error: "only an owner of the group can do this", code: "forbidden" });

    const attachmentsOnly = await api("/v1/users/self", { token: owner.attachmentToken });
    expect(attachmentsOnly.status).toBe(403);
    expect(attachmentsOnly.body).toEqual({
      error: "this token only grants access to attachments",
      code: "forbidden",
    });
  });
});
