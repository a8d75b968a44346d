import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { api, expectErrorBody, newUser, type TestUser } from "./client";

async function invite(owner: TestUser, body: Record<string, unknown> = { uses: 1 }) {
  const response = await api("/v1/groups/invitations", { method: "POST", token: owner.token, body });
  expect(response.status).toBe(201);
  return response.body as { id: string; token: string; expiresAt: string; uses: number };
}

describe("/v1/groups", () => {
  it("GET returns the current group with an upper-case currency", async () => {
    const user = await newUser({ name: "Lin" });
    const response = await api("/v1/groups", { token: user.token });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      id: expect.any(String),
      name: "Lin's Home",
      currency: "USD",
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
      updatedAt: expect.any(String),
    });
  });

  it("PUT renames and changes the currency (case-insensitive code); unknown currency → 422", async () => {
    const user = await newUser();
    const response = await api("/v1/groups", {
      method: "PUT",
      token: user.token,
      body: { name: "Workshop", currency: "eur" },
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ name: "Workshop", currency: "EUR" });
    const bad = await api("/v1/groups", { method: "PUT", token: user.token, body: { currency: "XYZ1" } });
    expectErrorBody(bad, 422);
    expect(bad.body.fields).toHaveProperty("currency");
    expectErrorBody(await api("/v1/groups", { method: "PUT", token: user.token, body: { name: "" } }), 422);
  });

  it("POST creates another group owned by the caller, reachable with X-Tenant and ?tenant=", async () => {
    const user = await newUser();
    const created = await api("/v1/groups", { method: "POST", token: user.token, body: { name: "Office" } });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name: "Office", currency: "USD" });
    const viaHeader = await api("/v1/groups", {
      token: user.token,
      headers: { "X-Tenant": created.body.id },
    });
    expect(viaHeader.body.name).toBe("Office");
    const viaQuery = await api(`/v1/groups?tenant=${created.body.id}`, { token: user.token });
    expect(viaQuery.body.name).toBe("Office");
    const all = await api("/v1/groups/all", { token: user.token });
    expect(all.body.map((group: { name: string }) => group.name).sort()).toEqual(
      ["Office", `${user.name}'s Home`].sort(),
    );
    const self = await api("/v1/users/self", { token: user.token });
    expect(self.body.item.groupIds).toHaveLength(2);
    expectErrorBody(await api("/v1/groups", { method: "POST", token: user.token, body: {} }), 422);
  });

  it("refuses a malformed tenant (400) and a group the user is not in (403)", async () => {
    const user = await newUser();
    const other = await newUser();
    const otherGroup = await api("/v1/groups", { token: other.token });
    const malformed = await api("/v1/groups", { token: user.token, headers: { "X-Tenant": "not-a-uuid" } });
    expectErrorBody(malformed, 400);
    const foreign = await api("/v1/groups", {
      token: user.token,
      headers: { "X-Tenant": otherGroup.body.id },
    });
    expectErrorBody(foreign, 403);
    expect(foreign.body.error).toBe("user does not have access to the requested tenant");
    expect(foreign.text).not.toContain(otherGroup.body.name);
    expectErrorBody(
      await api("/v1/groups", { token: user.token, headers: { "X-Tenant": randomUUID() } }),
      403,
    );
  });

  it("DELETE removes the group; the owner falls back to another group", async () => {
    const user = await newUser();
    const extra = await api("/v1/groups", { method: "POST", token: user.token, body: { name: "Temporary" } });
    const deleted = await api("/v1/groups", {
      method: "DELETE",
      token: user.token,
      headers: { "X-Tenant": extra.body.id },
    });
    expect(deleted.status).toBe(204);
    expectErrorBody(
      await api("/v1/groups", { token: user.token, headers: { "X-Tenant": extra.body.id } }),
      403,
    );
    expect((await api("/v1/groups", { token: user.token })).body.name).toBe(`${user.name}'s Home`);
  });

  it("needs credentials (401)", async () => {
    for (const method of ["GET", "PUT", "POST", "DELETE"]) {
      expectErrorBody(await api("/v1/groups", { method, body: method === "GET" ? undefined : {} }), 401);
    }
    expectErrorBody(await api("/v1/groups/all"), 401);
    expectErrorBody(await api("/v1/groups/members"), 401);
    expectErrorBody(await api("/v1/groups/invitations"), 401);
  });
});

describe("roles", () => {
  it("a plain member can read but not change the group (403 on owner-only routes)", async () => {
    const owner = await newUser();
    const member = await newUser({ invitationToken: (await invite(owner)).token });
    const group = await api("/v1/groups", { token: member.token });
    expect(group.status).toBe(200);
    const ownerGroup = await api("/v1/groups", { token: owner.token });
    expect(group.body.id).toBe(ownerGroup.body.id);

    expectErrorBody(
      await api("/v1/groups", { method: "PUT", token: member.token, body: { name: "Mine now" } }),
      403,
    );
    expectErrorBody(await api("/v1/groups", { method: "DELETE", token: member.token }), 403);
    expectErrorBody(
      await api("/v1/groups/invitations", { method: "POST", token: member.token, body: { uses: 1 } }),
      403,
    );
    const ownerId = (await api("/v1/users/self", { token: owner.token })).body.item.id;
    expectErrorBody(
      await api(`/v1/groups/members/${ownerId}`, { method: "DELETE", token: member.token }),
      403,
    );
    const anInvitation = await invite(owner);
    expectErrorBody(
      await api(`/v1/groups/invitations/${anInvitation.id}`, { method: "DELETE", token: member.token }),
      403,
    );
    expect((await api("/v1/groups/members", { token: member.token })).body).toHaveLength(2);
  });
});

describe("members", () => {
  it("lists members with their roles, and the owner can remove a member", async () => {
    const owner = await newUser();
    const member = await newUser({ invitationToken: (await invite(owner)).token });
    const members = await api("/v1/groups/members", { token: owner.token });
    expect(members.status).toBe(200);
    expect(members.body.map((m: { email: string; role: string }) => [m.email, m.role]).sort()).toEqual(
      [
        [owner.email, "owner"],
        [member.email, "user"],
      ].sort(),
    );
    const memberId = members.body.find((m: { email: string }) => m.email === member.email).id;
    expect(
      (await api(`/v1/groups/members/${memberId}`, { method: "DELETE", token: owner.token })).status,
    ).toBe(204);
    expect((await api("/v1/groups/members", { token: owner.token })).body).toHaveLength(1);
    // The removed member lost access and has no group left.
    expectErrorBody(await api("/v1/groups", { token: member.token }), 403);
    expectErrorBody(
      await api(`/v1/groups/members/${memberId}`, { method: "DELETE", token: owner.token }),
      404,
    );
  });

  it("refuses to remove the last owner (409), a stranger (404) and a malformed id (400)", async () => {
    const owner = await newUser();
    const ownerId = (await api("/v1/users/self", { token: owner.token })).body.item.id;
    expectErrorBody(
      await api(`/v1/groups/members/${ownerId}`, { method: "DELETE", token: owner.token }),
      409,
    );
    expectErrorBody(
      await api(`/v1/groups/members/${randomUUID()}`, { method: "DELETE", token: owner.token }),
      404,
    );
    const malformed = await api("/v1/groups/members/123", { method: "DELETE", token: owner.token });
    expectErrorBody(malformed, 400);
    expect(malformed.body.error).toBe("invalid route key: userId");
  });
});

describe("invitations", () => {
  it("POST creates an invitation with a one-time token, default expiry 24 h", async () => {
    const owner = await newUser();
    const invitation = await invite(owner, { uses: 3 });
    expect(invitation.uses).toBe(3);
    expect(invitation.token.length).toBeGreaterThanOrEqual(32);
    const hours = (Date.parse(invitation.expiresAt) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(23.9);
    expect(hours).toBeLessThan(24.1);
    const list = await api("/v1/groups/invitations", { token: owner.token });
    expect(list.status).toBe(200);
    expect(list.body).toEqual([
      {
        id: invitation.id,
        uses: 3,
        expiresAt: invitation.expiresAt,
        group: expect.objectContaining({ name: `${owner.name}'s Home` }),
      },
    ]);
    expect(list.text).not.toContain(invitation.token);
  });

  it("validates uses 1..100 and the expiry", async () => {
    const owner = await newUser();
    for (const uses of [0, 101, 1.5, "3"]) {
      const response = await api("/v1/groups/invitations", {
        method: "POST",
        token: owner.token,
        body: { uses },
      });
      expectErrorBody(response, 422);
      expect(response.body.fields).toHaveProperty("uses");
    }
    expectErrorBody(
      await api("/v1/groups/invitations", { method: "POST", token: owner.token, body: {} }),
      422,
    );
    expectErrorBody(
      await api("/v1/groups/invitations", {
        method: "POST",
        token: owner.token,
        body: { uses: 1, expiresAt: "tomorrow-ish" },
      }),
      400,
    );
    const custom = new Date(Date.now() + 2 * 86_400_000).toISOString();
    expect((await invite(owner, { uses: 1, expiresAt: custom })).expiresAt).toBe(custom);
  });

  it("registration with a token joins the group as user and spends one use", async () => {
    const owner = await newUser();
    const invitation = await invite(owner, { uses: 2 });
    const member = await newUser({ invitationToken: invitation.token });
    const memberGroup = await api("/v1/groups", { token: member.token });
    expect(memberGroup.body.name).toBe(`${owner.name}'s Home`);
    expect((await api("/v1/users/self", { token: member.token })).body.item.groupIds).toHaveLength(1);
    const list = await api("/v1/groups/invitations", { token: owner.token });
    expect(list.body[0].uses).toBe(1);
    await newUser({ invitationToken: invitation.token });
    expect((await api("/v1/groups/invitations", { token: owner.token })).body).toEqual([]);
    const spent = await api("/v1/users/register", {
      method: "POST",
      body: {
        name: "Late",
        email: `late-${randomUUID()}@example.com`,
        password: "correct horse battery",
        token: invitation.token,
      },
    });
    expectErrorBody(spent, 422);
  });

  it("a signed-in user accepts an invitation by its token", async () => {
    const owner = await newUser();
    const other = await newUser();
    const invitation = await invite(owner);
    const accepted = await api(`/v1/groups/invitations/${invitation.token}`, {
      method: "POST",
      token: other.token,
    });
    expect(accepted.status).toBe(200);
    const ownerGroup = await api("/v1/groups", { token: owner.token });
    expect(accepted.body).toEqual({ id: ownerGroup.body.id, name: ownerGroup.body.name });
    const inGroup = await api("/v1/groups", {
      token: other.token,
      headers: { "X-Tenant": ownerGroup.body.id },
    });
    expect(inGroup.status).toBe(200);
    expectErrorBody(
      await api(`/v1/groups/invitations/${invitation.token}`, {
        method: "POST",
        token: (await newUser()).token,
      }),
      404,
    );
    expectErrorBody(await api(`/v1/groups/invitations/${invitation.token}`, { method: "POST" }), 401);
  });

  it("DELETE revokes an invitation; another group's invitation is not found", async () => {
    const owner = await newUser();
    const stranger = await newUser();
    const invitation = await invite(owner);
    expectErrorBody(
      await api(`/v1/groups/invitations/${invitation.id}`, { method: "DELETE", token: stranger.token }),
      404,
    );
    expect(
      (await api(`/v1/groups/invitations/${invitation.id}`, { method: "DELETE", token: owner.token })).status,
    ).toBe(204);
    expectErrorBody(
      await api(`/v1/groups/invitations/${invitation.id}`, { method: "DELETE", token: owner.token }),
      404,
    );
    const late = await api(`/v1/groups/invitations/${invitation.token}`, {
      method: "POST",
      token: stranger.token,
    });
    expectErrorBody(late, 404);
    expectErrorBody(
      await api("/v1/groups/invitations/not-a-uuid", { method: "DELETE", token: owner.token }),
      400,
    );
  });
});
