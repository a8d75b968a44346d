import { beforeEach, describe, expect, it, vi } from "vitest";

const data = vi.hoisted(() => ({
  events: [] as Array<{ type: string; entityId: string | null; changes: string | null }>,
  entities: [] as Array<{ id: string; parentId: string | null; entityTypeId: string | null }>,
  deleted: [] as Array<{ entityId: string; snapshot: string }>,
}));
type Where = { id?: { in: string[] }; parentId?: { in: string[] }; entityId?: { in: string[] } };
vi.mock("@/lib/db/client", () => ({
  db: () => ({
    changeEvent: { findMany: async () => data.events },
    entity: {
      findMany: async ({ where }: { where: Where }) =>
        where.id
          ? data.entities.filter((entity) => where.id!.in.includes(entity.id))
          : [...new Set(data.entities.map((entity) => entity.parentId))]
              .filter((parentId) => parentId !== null && where.parentId!.in.includes(parentId))
              .map((parentId) => ({ parentId })),
    },
    deletedEntity: {
      findMany: async ({ where }: { where: Where }) =>
        data.deleted.filter((row) => where.entityId!.in.includes(row.entityId)),
    },
  }),
}));

const { skeletonStillHolds } = await import("./skeleton-changes");

/** The garage (a location) and a box in it that holds things (an item). */
const skeleton = [
  { id: "garage", isLocation: true },
  { id: "box", isLocation: false },
];
const holds = () => skeletonStillHolds("g", 1, 9, skeleton, ["location-type"]);
const updated = (entityId: string, ...fields: string[]) => ({
  type: "entity.updated",
  entityId,
  changes: JSON.stringify(fields.map((field) => ({ field, before: 1, after: 2 }))),
});

const moved = (entityId: string, from: string | null, to: string | null) => ({
  type: "entity.updated",
  entityId,
  changes: JSON.stringify([
    { field: "parent", before: from && { id: from, name: from }, after: to && { id: to, name: to } },
  ]),
});
const snapshotIn = (parentId: string | null) =>
  JSON.stringify({ entity: { parentId }, contentsMovedTo: parentId });

describe("skeletonStillHolds", () => {
  beforeEach(() => {
    data.events = [];
    data.entities = [];
    data.deleted = [];
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

  it("keeps it when an item that holds nothing is renamed, archived, or moved between containers", async () => {
    data.events = [updated("drill", "name", "archived", "notes")];
    expect(await holds()).toBe(true);
    data.events = [moved("drill", "garage", "box"), moved("drill", "box", null)];
    data.entities = [{ id: "screw", parentId: "box", entityTypeId: null }];
    expect(await holds()).toBe(true);
  });

  it("reads it again when a container changes, an item changes type or moves into a plain item", async () => {
    for (const field of ["name", "parent", "archived", "quantity"]) {
      data.events = [updated("box", field)];
      expect(await holds()).toBe(false);
    }
    data.events = [updated("drill", "entityType")];
    expect(await holds()).toBe(false);
    data.events = [moved("drill", "garage", "hammer")];
    expect(await holds()).toBe(false);
    // A parent recorded as something else than {id, name} or null says nothing readable.
    data.events = [updated("drill", "parent")];
    expect(await holds()).toBe(false);
  });

  it("reads it again when the last thing leaves an item that held things", async () => {
    data.events = [moved("screw", "box", "garage")];
    data.entities = [{ id: "screw", parentId: "garage", entityTypeId: null }];
    expect(await holds()).toBe(false);
    data.entities.push({ id: "nail", parentId: "box", entityTypeId: null });
    expect(await holds()).toBe(true);
  });

  it("keeps it when an item that holds nothing is deleted from a container, not when one is", async () => {
    data.events = [{ type: "entity.deleted", entityId: "drill", changes: null }];
    data.deleted = [{ entityId: "drill", snapshot: snapshotIn("garage") }];
    expect(await holds()).toBe(true);
    data.deleted = [{ entityId: "drill", snapshot: snapshotIn("box") }];
    expect(await holds()).toBe(false);
    data.entities = [{ id: "nail", parentId: "box", entityTypeId: null }];
    expect(await holds()).toBe(true);
    // Put back or purged since: where it was is not known.
    data.deleted = [];
    expect(await holds()).toBe(false);
    data.events = [{ type: "entity.deleted", entityId: "box", changes: null }];
    data.deleted = [{ entityId: "box", snapshot: snapshotIn("garage") }];
    expect(await holds()).toBe(false);
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
    for (const type of ["entities.imported", "collection.restored", "something.new"]) {
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
