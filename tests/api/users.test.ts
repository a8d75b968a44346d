import { describe, expect, inject, it } from "vitest";
import { runSql } from "../support/sql";
import { api, expectErrorBody, login, newMember, newUser, uniqueEmail } from "./client";

const password = "correct horse battery";

describe("/v1/users/self", () => {
  it("GET returns the user wrapped in item", async () => {
    const user = await newUser({ name: "Grace" });
    const response = await api("/v1/users/self", { token: user.token });
    expect(response.status).toBe(200);
    const item = response.body.item;
    expect(item).toMatchObject({
      name: "Grace",
      email: user.email,
      isSuperuser: false,
      oidcIssuer: "",
      oidcSubject: "",
    });
    expect(item.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(item.groupIds).toEqual([item.defaultGroupId]);
    expect(item).not.toHaveProperty("passwordHash");
  });

  it("PUT changes name and email; login then uses the new email", async () => {
    const user = await newUser();
    const email = uniqueEmail("renamed");
    const response = await api("/v1/users/self", {
      method: "PUT",
      token: user.token,
      body: { name: "New Name", email, password },
    });
    expect(response.status).toBe(200);
    expect(response.body.item).toMatchObject({ name: "New Name", email });
    expect((await login(email, password)).token).toMatch(/^Bearer /);
  });

  it("PUT needs the current password to change the email, not to keep it or to rename", async () => {
    const user = await newUser();
    const email = uniqueEmail("hijacked");
    const withoutPassword = await api("/v1/users/self", {
      method: "PUT",
      token: user.token,
      body: { name: "Hijacker", email },
    });
    expectErrorBody(withoutPassword, 403);
    expect(Object.keys(withoutPassword.body.fields)).toEqual(["password"]);
    const wrongPassword = await api("/v1/users/self", {
      method: "PUT",
      token: user.token,
      body: { email, password: "not my password" },
    });
    expectErrorBody(wrongPassword, 403);
    expect(Object.keys(wrongPassword.body.fields)).toEqual(["password"]);
    const key = await api("/v1/users/self/api-keys", {
      method: "POST",
      token: user.token,
      body: { name: "k" },
    });
    expectErrorBody(
      await api("/v1/users/self", { method: "PUT", token: key.body.token, body: { email } }),
      403,
    );
    const self = await api("/v1/users/self", { token: user.token });
    expect(self.body.item).toMatchObject({ email: user.email, name: user.name });

    // HomeBox's client sends the unchanged email along with a new name.
    const renamed = await api("/v1/users/self", {
      method: "PUT",
      token: user.token,
      body: { name: "Renamed", email: user.email.toUpperCase() },
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body.item).toMatchObject({ name: "Renamed", email: user.email });
  });

  it("PUT answers 422 for bad fields and 409 for an email in use", async () => {
    const user = await newUser();
    const other = await newUser();
    const bad = await api("/v1/users/self", {
      method: "PUT",
      token: user.token,
      body: { name: "", email: "nope" },
    });
    expectErrorBody(bad, 422);
    expect(Object.keys(bad.body.fields).sort()).toEqual(["email", "name"]);
    const taken = await api("/v1/users/self", {
      method: "PUT",
      token: user.token,
      body: { email: other.email, password },
    });
    expectErrorBody(taken, 409);
    expectErrorBody(await api("/v1/users/self", { method: "PUT", body: { name: "x" } }), 401);
  });

  it("DELETE removes the account, its sessions and the group it was alone in", async () => {
    const user = await newUser();
    const group = await api("/v1/groups", { token: user.token });
    expect((await api("/v1/users/self", { method: "DELETE", token: user.token })).status).toBe(204);
    expect((await api("/v1/users/self", { token: user.token })).status).toBe(401);
    const relogin = await api("/v1/users/login", {
      method: "POST",
      body: { username: user.email, password },
    });
    expect(relogin.status).toBe(401);
    // The email is free again, and the new account does not see the old group.
    const again = await api("/v1/users/register", {
      method: "POST",
      body: { name: "Again", email: user.email, password },
    });
    expect(again.status).toBe(204);
    const session = await login(user.email, password);
    const stranger = await api("/v1/groups", {
      token: session.token,
      headers: { "X-Tenant": group.body.id },
    });
    expectErrorBody(stranger, 403);
  });

  it("DELETE hands ownership of a shared group to the remaining member", async () => {
    const owner = await newUser();
    const member = await newMember(owner);
    expect((await api("/v1/users/self", { method: "DELETE", token: owner.token })).status).toBe(204);
    const members = await api("/v1/groups/members", { token: member.token });
    expect(members.body).toEqual([expect.objectContaining({ email: member.email, role: "owner" })]);
  });
});

describe("/v1/users/self/settings", () => {
  it("starts empty and stores a free-form object", async () => {
    const user = await newUser();
    expect((await api("/v1/users/self/settings", { token: user.token })).body).toEqual({ item: {} });
    const settings = { theme: "dark", nested: { columns: ["name", "location"], size: 3 } };
    const put = await api("/v1/users/self/settings", { method: "PUT", token: user.token, body: settings });
    expect(put.status).toBe(200);
    expect(put.body).toEqual({ item: settings });
    expect((await api("/v1/users/self/settings", { token: user.token })).body).toEqual({ item: settings });
  });

  it("answers 422 when the body is not an object", async () => {
    const user = await newUser();
    expectErrorBody(
      await api("/v1/users/self/settings", { method: "PUT", token: user.token, body: [1, 2] }),
      422,
    );
    expectErrorBody(await api("/v1/users/self/settings"), 401);
  });
});

describe("change password", () => {
  for (const path of ["/v1/users/self/change-password", "/v1/users/change-password"]) {
    it(`PUT ${path} changes it, keeps this session and ends the others`, async () => {
      const user = await newUser();
      const other = await login(user.email, password);
      const response = await api(path, {
        method: "PUT",
        token: user.token,
        body: { current: password, new: "a brand new secret" },
      });
      expect(response.status).toBe(204);
      expect((await api("/v1/users/self", { token: user.token })).status).toBe(200);
      expect((await api("/v1/users/self", { token: other.token })).status).toBe(401);
      expect(
        (await api("/v1/users/login", { method: "POST", body: { username: user.email, password } })).status,
      ).toBe(401);
      expect((await login(user.email, "a brand new secret")).token).toBeTruthy();
    });
  }

  it("answers 403 for a wrong current password and 422 for a short, common or blank new one", async () => {
    const user = await newUser();
    const wrong = await api("/v1/users/self/change-password", {
      method: "PUT",
      token: user.token,
      body: { current: "not my password", new: "a brand new secret" },
    });
    expectErrorBody(wrong, 403);
    for (const weak of ["short", "password1", "12345678", "          "]) {
      const refused = await api("/v1/users/self/change-password", {
        method: "PUT",
        token: user.token,
        body: { current: password, new: weak },
      });
      expectErrorBody(refused, 422);
      expect(Object.keys(refused.body.fields), weak).toEqual(["new"]);
    }
    expect((await login(user.email, password)).token).toBeTruthy();
  });

  it("a new password deletes every API key of the user", async () => {
    const user = await newUser();
    const key = await api("/v1/users/self/api-keys", {
      method: "POST",
      token: user.token,
      body: { name: "minted by a thief" },
    });
    expect((await api("/v1/users/self", { token: key.body.token })).status).toBe(200);
    const response = await api("/v1/users/change-password", {
      method: "PUT",
      token: user.token,
      body: { current: password, new: "a brand new secret" },
    });
    expect(response.status).toBe(204);
    expectErrorBody(await api("/v1/users/self", { token: key.body.token }), 401);
    expect((await api("/v1/users/self/api-keys", { token: user.token })).body).toEqual([]);
  });
});

describe("/v1/users/self/api-keys", () => {
  it("creates a key shown once, which authenticates in the Authorization header only", async () => {
    const user = await newUser();
    const created = await api("/v1/users/self/api-keys", {
      method: "POST",
      token: user.token,
      body: { name: "backup script" },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name: "backup script", lastUsedAt: "" });
    expect(created.body.token).toMatch(/^hb_[A-Za-z0-9_-]{43}$/);
    const lifetimeDays = (Date.parse(created.body.expiresAt) - Date.now()) / 86_400_000;
    expect(Math.round(lifetimeDays)).toBe(30);

    const self = await api("/v1/users/self", { token: created.body.token });
    expect(self.status).toBe(200);
    expect(self.body.item.email).toBe(user.email);
    expect((await api("/v1/users/self", { token: `Bearer ${created.body.token}` })).status).toBe(200);
    expectErrorBody(await api(`/v1/users/self?access_token=${created.body.token}`), 401);

    const list = await api("/v1/users/self/api-keys", { token: user.token });
    expect(list.status).toBe(200);
    expect(list.body).toHaveLength(1);
    expect(list.body[0]).not.toHaveProperty("token");
    expect(list.body[0].id).toBe(created.body.id);
    expect(Date.parse(list.body[0].lastUsedAt)).toBeGreaterThan(Date.now() - 60_000);
  });

  it("honours a given expiry and refuses past or malformed ones", async () => {
    const user = await newUser();
    const expiresAt = new Date(Date.now() + 3 * 86_400_000).toISOString();
    const created = await api("/v1/users/self/api-keys", {
      method: "POST",
      token: user.token,
      body: { name: "short", expiresAt },
    });
    expect(created.status).toBe(201);
    expect(created.body.expiresAt).toBe(expiresAt);
    const past = await api("/v1/users/self/api-keys", {
      method: "POST",
      token: user.token,
      body: { name: "past", expiresAt: "2001-01-01T00:00:00Z" },
    });
    expectErrorBody(past, 422);
    const malformed = await api("/v1/users/self/api-keys", {
      method: "POST",
      token: user.token,
      body: { name: "bad", expiresAt: "soon" },
    });
    expectErrorBody(malformed, 400);
    expectErrorBody(
      await api("/v1/users/self/api-keys", { method: "POST", token: user.token, body: {} }),
      422,
    );
  });

  it("caps a key's lifetime at a year, and a key made with a key at that key's expiry", async () => {
    const user = await newUser();
    const lifetimeDays = (body: { expiresAt: string }) =>
      (Date.parse(body.expiresAt) - Date.now()) / 86_400_000;
    const forever = await api("/v1/users/self/api-keys", {
      method: "POST",
      token: user.token,
      body: { name: "forever", expiresAt: "9999-12-31T00:00:00Z" },
    });
    expect(forever.status).toBe(201);
    expect(Math.round(lifetimeDays(forever.body))).toBe(365);
    const listed = await api("/v1/users/self/api-keys", { token: user.token });
    expect(listed.body.find((key: { id: string }) => key.id === forever.body.id).expiresAt).toBe(
      forever.body.expiresAt,
    );

    const short = await api("/v1/users/self/api-keys", {
      method: "POST",
      token: user.token,
      body: { name: "short", expiresAt: new Date(Date.now() + 2 * 86_400_000).toISOString() },
    });
    const minted = await api("/v1/users/self/api-keys", {
      method: "POST",
      token: short.body.token,
      body: { name: "minted", expiresAt: "9999-12-31T00:00:00Z" },
    });
    expect(minted.status).toBe(201);
    expect(Date.parse(minted.body.expiresAt)).toBeLessThanOrEqual(Date.parse(short.body.expiresAt));
    const mintedDefault = await api("/v1/users/self/api-keys", {
      method: "POST",
      token: short.body.token,
      body: { name: "minted with the default" },
    });
    expect(Date.parse(mintedDefault.body.expiresAt)).toBeLessThanOrEqual(Date.parse(short.body.expiresAt));
  });

  it("refuses a stored key older than the longest lifetime, whatever its expiry says", async () => {
    const user = await newUser();
    const created = await api("/v1/users/self/api-keys", {
      method: "POST",
      token: user.token,
      body: { name: "from before the cap" },
    });
    // A key stored without an expiry (or far ahead) by an older version, made long ago.
    await runSql(
      inject("databaseUrl"),
      "UPDATE ApiKey SET expiresAt = NULL, createdAt = '2020-01-01T00:00:00.000Z' WHERE id = ?",
      'UPDATE "ApiKey" SET "expiresAt" = NULL, "createdAt" = \'2020-01-01T00:00:00Z\' WHERE "id" = $1',
      [created.body.id],
    );
    expectErrorBody(await api("/v1/users/self", { token: created.body.token }), 401);
  });

  it("DELETE revokes a key; another user's key is not found", async () => {
    const user = await newUser();
    const other = await newUser();
    const created = await api("/v1/users/self/api-keys", {
      method: "POST",
      token: user.token,
      body: { name: "k" },
    });
    expectErrorBody(
      await api(`/v1/users/self/api-keys/${created.body.id}`, { method: "DELETE", token: other.token }),
      404,
    );
    expect(
      (await api(`/v1/users/self/api-keys/${created.body.id}`, { method: "DELETE", token: user.token }))
        .status,
    ).toBe(204);
    expectErrorBody(await api("/v1/users/self", { token: created.body.token }), 401);
    expectErrorBody(
      await api(`/v1/users/self/api-keys/${created.body.id}`, { method: "DELETE", token: user.token }),
      404,
    );
    expectErrorBody(await api("/v1/users/self/api-keys"), 401);
  });
});
