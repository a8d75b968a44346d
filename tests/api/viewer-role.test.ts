import { describe, expect, it } from "vitest";
import { api, expectErrorBody, newMember, newUser, type ApiResponse, type TestUser } from "./client";

/** The owner's default location and one item in it, for the viewer to read. */
async function ownerWithItem() {
  const owner = await newUser({ name: "Owner" });
  const locations = await api("/v1/entities?isLocation=true", { token: owner.token });
  const locationId = locations.body.items[0].id as string;
  const item = await api("/v1/entities", {
    method: "POST",
    token: owner.token,
    body: { name: "Cordless drill", parentId: locationId, quantity: 2 },
  });
  expect(item.status).toBe(201);
  return { owner, locationId, itemId: item.body.id as string };
}

async function membersOf(user: TestUser) {
  const response = await api("/v1/groups/members", { token: user.token });
  expect(response.status).toBe(200);
  return response.body as Array<{ id: string; email: string; role: string }>;
}

async function idOf(user: TestUser): Promise<string> {
  return (await api("/v1/users/self", { token: user.token })).body.item.id;
}

const refusedAsViewer = (response: ApiResponse) => {
  expectErrorBody(response, 403);
  expect(response.body.error).toBe("a viewer of the group can read but not change anything");
};

describe("invitations grant a role", () => {
  it("an invitation for a viewer makes a viewer; one without a role makes a plain user", async () => {
    const { owner } = await ownerWithItem();
    const viewer = await newMember(owner, "viewer");
    const user = await newMember(owner);
    const roles = Object.fromEntries((await membersOf(owner)).map((m) => [m.email, m.role]));
    expect(roles).toEqual({ [owner.email]: "owner", [viewer.email]: "viewer", [user.email]: "user" });
  });

  it("an invitation cannot grant ownership, nor a role that does not exist (422 on `role`)", async () => {
    const owner = await newUser();
    for (const role of ["owner", "admin", 3]) {
      const response = await api("/v1/groups/invitations", {
        method: "POST",
        token: owner.token,
        body: { uses: 1, role },
      });
      expectErrorBody(response, 422);
      expect(Object.keys(response.body.fields)).toEqual(["role"]);
    }
  });

  it("a viewer cannot invite anyone (owner-only, whatever role is asked for)", async () => {
    const { owner } = await ownerWithItem();
    const viewer = await newMember(owner, "viewer");
    const response = await api("/v1/groups/invitations", {
      method: "POST",
      token: viewer.token,
      body: { uses: 1, role: "viewer" },
    });
    expectErrorBody(response, 403);
  });
});

describe("a viewer reads everything and changes nothing", () => {
  it("reads items, locations, tags, the tree, statistics, the CSV export and labels", async () => {
    const { owner, itemId, locationId } = await ownerWithItem();
    const viewer = await newMember(owner, "viewer");
    const item = await api(`/v1/entities/${itemId}`, { token: viewer.token });
    expect(item.status).toBe(200);
    expect(item.body.name).toBe("Cordless drill");
    const list = await api("/v1/entities", { token: viewer.token });
    expect(list.body.items.map((i: { id: string }) => i.id)).toContain(itemId);
    for (const path of [
      `/v1/entities/${locationId}`,
      "/v1/entities?isLocation=true",
      "/v1/entities/tree",
      "/v1/tags",
      "/v1/groups/statistics",
      "/v1/groups/members",
      `/v1/entities/${itemId}/maintenance`,
    ]) {
      expect((await api(path, { token: viewer.token })).status, path).toBe(200);
    }
    const csv = await api("/v1/entities/export", { token: viewer.token });
    expect(csv.status).toBe(200);
    expect(csv.text).toContain("Cordless drill");
    const label = await fetchLabel(viewer, itemId);
    expect(label).toBe(200);
  });

  it("every write to the group's records is 403 {error}, by session token and by API key, and nothing changes", async () => {
    const { owner, itemId, locationId } = await ownerWithItem();
    const viewer = await newMember(owner, "viewer");
    const key = await api("/v1/users/self/api-keys", {
      method: "POST",
      token: viewer.token,
      body: { name: "k" },
    });
    expect(key.status).toBe(201);
    for (const token of [viewer.token, `Bearer ${key.body.token}`]) {
      refusedAsViewer(
        await api(`/v1/entities/${itemId}`, { method: "PUT", token, body: { name: "Changed", quantity: 9 } }),
      );
      refusedAsViewer(await api(`/v1/entities/${itemId}`, { method: "PATCH", token, body: { quantity: 9 } }));
      refusedAsViewer(await api(`/v1/entities/${itemId}`, { method: "DELETE", token }));
      refusedAsViewer(
        await api("/v1/entities", { method: "POST", token, body: { name: "New", parentId: locationId } }),
      );
      refusedAsViewer(await api("/v1/tags", { method: "POST", token, body: { name: "new tag" } }));
      refusedAsViewer(await api("/v1/actions/ensure-asset-ids", { method: "POST", token }));
    }
    // Group settings stay owner-only: a viewer meets that refusal first.
    expectErrorBody(
      await api("/v1/groups", { method: "PUT", token: viewer.token, body: { name: "X" } }),
      403,
    );
    const item = await api(`/v1/entities/${itemId}`, { token: owner.token });
    expect(item.body).toMatchObject({ name: "Cordless drill", quantity: 2 });
    const list = await api("/v1/entities", { token: owner.token });
    expect(list.body.items.map((i: { name: string }) => i.name)).toEqual(["Cordless drill"]);
  });

  it("a bad body is still 403, not 422: the refusal comes before parsing", async () => {
    const { owner, itemId } = await ownerWithItem();
    const viewer = await newMember(owner, "viewer");
    refusedAsViewer(
      await api(`/v1/entities/${itemId}`, { method: "PUT", token: viewer.token, body: { quantity: "lots" } }),
    );
  });

  it("may still change their own account, display settings, API keys, notifiers and take an export", async () => {
    const { owner } = await ownerWithItem();
    const viewer = await newMember(owner, "viewer");
    const renamed = await api("/v1/users/self", { method: "PUT", token: viewer.token, body: { name: "Vi" } });
    expect(renamed.status).toBe(200);
    const display = await api("/v1/users/self/display", {
      method: "PATCH",
      token: viewer.token,
      body: { locale: "de" },
    });
    expect(display.status).toBe(200);
    const notifier = await api("/v1/notifiers", {
      method: "POST",
      token: viewer.token,
      body: { name: "phone", url: "ntfy://ntfy.example.com/viewer-topic" },
    });
    expect(notifier.status).toBe(201);
    const edited = await api(`/v1/notifiers/${notifier.body.id}`, {
      method: "PUT",
      token: viewer.token,
      body: { name: "my phone", url: "ntfy://ntfy.example.com/viewer-topic" },
    });
    expect(edited.status).toBe(200);
    expect(
      (await api(`/v1/notifiers/${notifier.body.id}`, { method: "DELETE", token: viewer.token })).status,
    ).toBe(204);
    const exported = await api("/v1/group/exports", { method: "POST", token: viewer.token });
    expect(exported.status).toBe(202);
    // ...but cannot delete the group's exports.
    refusedAsViewer(
      await api(`/v1/group/exports/${exported.body.id}`, { method: "DELETE", token: viewer.token }),
    );
  });
});

describe("an owner changes roles (PATCH /v1/groups/members/{userId})", () => {
  it("to viewer and back: the change holds on the member's very next request", async () => {
    const { owner, itemId } = await ownerWithItem();
    const member = await newMember(owner);
    const memberId = await idOf(member);
    const patch = (role: string) =>
      api(`/v1/groups/members/${memberId}`, { method: "PATCH", token: owner.token, body: { role } });
    const toViewer = await patch("viewer");
    expect(toViewer.status).toBe(200);
    expect(toViewer.body).toMatchObject({ id: memberId, email: member.email, role: "viewer" });
    const write = () =>
      api(`/v1/entities/${itemId}`, { method: "PATCH", token: member.token, body: { quantity: 5 } });
    refusedAsViewer(await write());
    expect((await patch("user")).body.role).toBe("user");
    expect((await write()).status).toBe(200);
  });

  it("promotes a member to owner, who may then demote the first owner", async () => {
    const owner = await newUser();
    const member = await newMember(owner, "viewer");
    const memberId = await idOf(member);
    const promoted = await api(`/v1/groups/members/${memberId}`, {
      method: "PATCH",
      token: owner.token,
      body: { role: "owner" },
    });
    expect(promoted.body.role).toBe("owner");
    const demoted = await api(`/v1/groups/members/${await idOf(owner)}`, {
      method: "PATCH",
      token: member.token,
      body: { role: "viewer" },
    });
    expect(demoted.status).toBe(200);
    const roles = Object.fromEntries((await membersOf(member)).map((m) => [m.email, m.role]));
    expect(roles).toEqual({ [owner.email]: "viewer", [member.email]: "owner" });
  });

  it("keeps the last owner (409), refuses unknown roles (422) and members (404), and non-owners (403)", async () => {
    const owner = await newUser();
    const member = await newMember(owner);
    const ownerId = await idOf(owner);
    const memberId = await idOf(member);
    const last = await api(`/v1/groups/members/${ownerId}`, {
      method: "PATCH",
      token: owner.token,
      body: { role: "user" },
    });
    expectErrorBody(last, 409);
    const bad = await api(`/v1/groups/members/${memberId}`, {
      method: "PATCH",
      token: owner.token,
      body: { role: "admin" },
    });
    expectErrorBody(bad, 422);
    expect(Object.keys(bad.body.fields)).toEqual(["role"]);
    const stranger = await newUser();
    expectErrorBody(
      await api(`/v1/groups/members/${await idOf(stranger)}`, {
        method: "PATCH",
        token: owner.token,
        body: { role: "viewer" },
      }),
      404,
    );
    expectErrorBody(
      await api(`/v1/groups/members/${memberId}`, {
        method: "PATCH",
        token: member.token,
        body: { role: "owner" },
      }),
      403,
    );
    expect((await membersOf(owner)).map((m) => m.role).sort()).toEqual(["owner", "user"]);
  });
});

describe("an owner leaving", () => {
  it("hands the group to a member who writes before a viewer, and to a viewer only when none is left", async () => {
    const first = await newUser();
    const viewer = await newMember(first, "viewer");
    const user = await newMember(first);
    expect((await api("/v1/users/self", { method: "DELETE", token: first.token })).status).toBe(204);
    const roles = Object.fromEntries((await membersOf(user)).map((m) => [m.email, m.role]));
    expect(roles).toEqual({ [viewer.email]: "viewer", [user.email]: "owner" });

    const lone = await newUser();
    const onlyViewer = await newMember(lone, "viewer");
    expect((await api("/v1/users/self", { method: "DELETE", token: lone.token })).status).toBe(204);
    expect((await membersOf(onlyViewer)).map((m) => m.role)).toEqual(["owner"]);
  });
});

async function fetchLabel(user: TestUser, itemId: string): Promise<number> {
  // The label renderer takes one job at a time across the suite: ask again while it is busy.
  for (let tries = 0; ; tries++) {
    const response = await api(`/v1/labelmaker/item/${itemId}`, { token: user.token });
    if (response.status !== 503 || tries >= 20) return response.status;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}
