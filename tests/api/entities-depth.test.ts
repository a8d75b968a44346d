import { randomBytes } from "node:crypto";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { runSql } from "../support/sql";
import { api, expectErrorBody } from "./client";
import { createLocation, newHome, sqlNumber, type Home } from "./entities-fixtures";

/** The most levels the entity tree may have (lib/entities/tree-depth.ts). */
const MAX_TREE_DEPTH = 64;

let home: Home;

beforeAll(async () => {
  home = await newHome();
});

const patchParent = (id: string, parentId: string | null) =>
  api(`/v1/entities/${id}`, { method: "PATCH", token: home.token, body: { parentId: parentId ?? "" } });

async function parentOf(id: string): Promise<string | null> {
  const response = await api(`/v1/entities/${id}`, { token: home.token });
  expect(response.status).toBe(200);
  return response.body.parent?.id ?? null;
}

/** A chain of `length` locations below `parentId`, written straight to the database (no depth cap). */
async function insertChain(parentId: string, length: number): Promise<string[]> {
  const prefix = randomBytes(4).toString("hex");
  const idOf = (index: number) => `${prefix}-0000-4000-8000-${String(index).padStart(12, "0")}`;
  const databaseUrl = inject("databaseUrl");
  const now = new Date().toISOString();
  await runSql(
    databaseUrl,
    `WITH RECURSIVE "n"("i") AS (SELECT 1 UNION ALL SELECT "i" + 1 FROM "n" WHERE "i" < ?)
     INSERT INTO "Entity" ("id", "groupId", "entityTypeId", "parentId", "name", "createdAt", "updatedAt")
     SELECT ? || '-0000-4000-8000-' || printf('%012d', "i"), ?, ?,
       CASE WHEN "i" = 1 THEN ? ELSE ? || '-0000-4000-8000-' || printf('%012d', "i" - 1) END,
       'Deep ' || "i", ?, ? FROM "n"`,
    `WITH RECURSIVE "n"("i") AS (SELECT 1 UNION ALL SELECT "i" + 1 FROM "n" WHERE "i" < $1)
     INSERT INTO "Entity" ("id", "groupId", "entityTypeId", "parentId", "name", "createdAt", "updatedAt")
     SELECT $2 || '-0000-4000-8000-' || lpad("i"::text, 12, '0'), $3, $4,
       CASE WHEN "i" = 1 THEN $5 ELSE $6 || '-0000-4000-8000-' || lpad(("i" - 1)::text, 12, '0') END,
       'Deep ' || "i", $7::timestamp, $8::timestamp FROM "n"`,
    databaseUrl.startsWith("file:")
      ? [
          length,
          prefix,
          home.groupId,
          home.locationTypeId,
          parentId,
          prefix,
          now.replace("Z", "+00:00"),
          now.replace("Z", "+00:00"),
        ]
      : [length, prefix, home.groupId, home.locationTypeId, parentId, prefix, now, now],
  );
  // PostgreSQL plans with the statistics autovacuum gathers after a bulk write; gathered now, so
  // the reads below are not planned for the table as it was before 30,000 rows arrived.
  await runSql(databaseUrl, "SELECT 1", 'ANALYZE "Entity"');
  return Array.from({ length }, (_, index) => idOf(index + 1));
}

describe("the depth of the entity tree", () => {
  it(`refuses a create or a move that would make the tree deeper than ${MAX_TREE_DEPTH} levels (422 naming parentId)`, async () => {
    const chain: string[] = [];
    for (let level = 1; level <= MAX_TREE_DEPTH; level++) {
      const location = await createLocation(home, `Level ${level}`, chain[chain.length - 1]);
      chain.push(location.id);
    }
    const tooDeep = await api("/v1/entities", {
      method: "POST",
      token: home.token,
      body: { name: "One too deep", parentId: chain[MAX_TREE_DEPTH - 1] },
    });
    expectErrorBody(tooDeep, 422);
    expect(tooDeep.body.fields).toHaveProperty("parentId");
    expect(tooDeep.body.fields.parentId).toMatch(new RegExp(`${MAX_TREE_DEPTH} levels`));

    // A two-level subtree fits under level 62 and not under level 63.
    const box = await createLocation(home, "Box");
    const inner = await createLocation(home, "Inner", box.id);
    const moved = await patchParent(box.id, chain[MAX_TREE_DEPTH - 2]!);
    expectErrorBody(moved, 422);
    expect(moved.body.fields).toHaveProperty("parentId");
    const put = await api(`/v1/entities/${box.id}`, {
      method: "PUT",
      token: home.token,
      body: { name: "Box", parentId: chain[MAX_TREE_DEPTH - 2] },
    });
    expectErrorBody(put, 422);
    expect(await parentOf(box.id)).toBeNull();
    expect((await patchParent(box.id, chain[MAX_TREE_DEPTH - 3]!)).status).toBe(200);
    expect(await parentOf(inner.id)).toBe(box.id);
  });

  it("refuses to move a location under its own descendant however deep the chain below it", async () => {
    const top = await createLocation(home, "Top of a deep chain");
    const chain = await insertChain(top.id, 300);
    const moved = await patchParent(top.id, chain[chain.length - 1]!);
    expectErrorBody(moved, 422);
    expect(moved.body.fields).toHaveProperty("parentId");
    expect(await parentOf(top.id)).toBeNull();
    const tree = await api("/v1/entities/tree", { token: home.token });
    expect(tree.status).toBe(200);
    expect(tree.body.map((node: { id: string }) => node.id)).toContain(top.id);
  });

  it("lets at most one of two opposite moves made at once succeed (no cycle)", async () => {
    for (let round = 0; round < 12; round++) {
      const [a, b] = await Promise.all([
        createLocation(home, `Race A ${round}`),
        createLocation(home, `Race B ${round}`),
      ]);
      const [aUnderB, bUnderA] = await Promise.all([patchParent(a.id, b.id), patchParent(b.id, a.id)]);
      for (const response of [aUnderB, bUnderA]) expect([200, 422]).toContain(response.status);
      expect([aUnderB.status, bUnderA.status]).toContain(422);
      const [parentOfA, parentOfB] = await Promise.all([parentOf(a.id), parentOf(b.id)]);
      expect(parentOfA === b.id && parentOfB === a.id).toBe(false);
    }
  }, 120_000);
});

describe("a chain deeper than the cap, already stored (30,000 levels written to the database)", () => {
  let top: { id: string };
  let chain: string[];

  beforeAll(async () => {
    top = await createLocation(home, "Deep storage");
    chain = await insertChain(top.id, 30_000);
    expect(
      await sqlNumber(`SELECT COUNT(*) FROM "Entity" WHERE "groupId" = ?`, [home.groupId]),
    ).toBeGreaterThan(30_000);
  }, 120_000);

  it("serves the tree, with and without items, to the bottom", async () => {
    for (const query of ["", "?withItems=true"]) {
      const tree = await api(`/v1/entities/tree${query}`, { token: home.token });
      expect(tree.status, tree.text.slice(0, 200)).toBe(200);
      let node = tree.body.find((root: { id: string }) => root.id === top.id);
      let depth = 0;
      while (node.children.length > 0) {
        node = node.children[0];
        depth++;
      }
      expect(depth).toBe(30_000);
      expect(node.id).toBe(chain[chain.length - 1]);
    }
  }, 60_000);

  it("serves the entity, its path, the statistics and a move refusal without a 500", async () => {
    const deepest = chain[chain.length - 1]!;
    expect((await api(`/v1/entities/${deepest}`, { token: home.token })).status).toBe(200);
    expect((await api(`/v1/entities/${deepest}/path`, { token: home.token })).status).toBe(200);
    expect((await api("/v1/groups/statistics/locations", { token: home.token })).status).toBe(200);
    expect((await api("/v1/groups/statistics", { token: home.token })).status).toBe(200);
    const moved = await patchParent(top.id, deepest);
    expectErrorBody(moved, 422);
    const box = await createLocation(home, "Loose box");
    expectErrorBody(await patchParent(box.id, deepest), 422);
  }, 60_000);
});
