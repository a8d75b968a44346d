import { beforeEach, describe, expect, it, vi } from "vitest";

const data = vi.hoisted(() => ({
  events: [] as Array<{ type: string; entityId: string | null; changes: string | null }>,
  entities: [] as Array<{ id: string; parentId: string | null; entityTypeId: string | null }>,
}));
vi.mock("@/lib/db/client", () => ({
  db: () => ({
    changeEvent: { findMany: async () => data.events },
    entity: {
      findMany: async ({ where }: { where: { id: { in: string[] } } }) =>
        data.entities.filter((entity) => where.id.in.includes(entity.id)),
    },
  }),
}));

const { skeletonStillHolds } = await import("./skeleton-changes");

const skeleton = [{ id: "garage" }, { id: "box" }];
const holds = () => skeletonStillHolds("g", 1, 9, skeleton, ["location-type"]);
const updated = (entityId: string, ...fields: string[]) => ({
  type: "entity.updated",
  entityId,
  changes: JSON.stringify(fields.map((field) => ({ field, before: 1, after: 2 }))),
});

describe("skeletonStillHolds", () => {
  beforeEach(() => {
    data.events = [];
    data.entities = [];
  });

  it("keeps the skeleton through value edits, stock steps, loans, tags and items created in containers", async () => {
    data.events = [
      updated("drill", "quantity", "purchasePrice", "notes"),
      { type: "loan.created", entityId: "drill", changes: null },
      { type: "loan.returned", entityId: "drill", changes: null },
      { type: "tag.updated", entityId: null, changes: null },
      { type: "entity.created", entityId: "screw", changes: null },
    ];
    data.entities = [{ id: "screw", parentId: "box", entityTypeId: "item-type" }];
    expect(await holds()).toBe(true);
  });

  it("reads it again for a rename, a move, an archive or a type change", async () => {
    for (const field of ["name", "parent", "archived", "entityType"]) {
      data.events = [updated("drill", "quantity", field)];
      expect(await holds()).toBe(false);
    }
  });

  it("reads it again for a location, an item created inside a plain item, deletes and unknown changes", async () => {
    data.events = [{ type: "entity.created", entityId: "shelf", changes: null }];
    data.entities = [{ id: "shelf", parentId: "garage", entityTypeId: "location-type" }];
    expect(await holds()).toBe(false);
    data.events = [{ type: "entity.created", entityId: "bit", changes: null }];
    data.entities = [{ id: "bit", parentId: "drill", entityTypeId: "item-type" }];
    expect(await holds()).toBe(false);
    data.entities = [];
    expect(await holds()).toBe(false);
    for (const type of ["entity.deleted", "entities.imported", "collection.restored", "something.new"]) {
      data.events = [{ type, entityId: "drill", changes: null }];
      expect(await holds()).toBe(false);
    }
    data.events = [{ type: "entity.updated", entityId: "drill", changes: null }];
    expect(await holds()).toBe(false);
    data.events = [{ type: "entity.updated", entityId: "drill", changes: "not json" }];
    expect(await holds()).toBe(false);
  });

  it("reads it again after more changes than it looks through", async () => {
    data.events = Array.from({ length: 65 }, () => updated("drill", "quantity"));
    expect(await holds()).toBe(false);
  });
});
