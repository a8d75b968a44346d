import { describe, expect, it } from "vitest";
import { parseRecord } from "./archive-records";
import { ReferenceCheck } from "./check-references";

const stamps = { createdAt: "2026-01-01T00:00:00.000Z", updatedAt: "2026-01-01T00:00:00.000Z" };
const type = { id: "t1", name: "Item", description: "", icon: "", isLocation: false, ...stamps };
const entity = (id: string, extra: Record<string, unknown> = {}) => ({
  id,
  entityTypeId: "t1",
  parentId: null,
  name: id,
  description: "",
  importRef: null,
  assetId: null,
  archived: false,
  quantity: 1,
  insured: false,
  notes: "",
  serialNumber: "",
  modelNumber: "",
  manufacturer: "",
  lifetimeWarranty: false,
  warrantyExpires: null,
  warrantyDetails: "",
  purchaseDate: null,
  purchaseFrom: "",
  purchasePrice: "12500",
  soldDate: null,
  soldTo: "",
  soldPrice: "0",
  soldNotes: "",
  syncChildEntityLocations: false,
  ...stamps,
  ...extra,
});
const attachment = (id: string, extra: Record<string, unknown> = {}) => ({
  id,
  entityId: "e1",
  type: "photo",
  title: "p",
  mimeType: "image/png",
  path: "a".repeat(64),
  size: "10",
  contentHash: "a".repeat(64),
  primary: false,
  thumbnailId: null,
  ...stamps,
  ...extra,
});

function checked() {
  const check = new ReferenceCheck();
  check.add("entity-types", 1, parseRecord("entity-types", 1, type));
  check.add("entities", 1, parseRecord("entities", 1, entity("e1", { assetId: 4 })));
  return check;
}

describe("ReferenceCheck", () => {
  it("accepts parents before children and collects files and counts", () => {
    const check = checked();
    check.add("entities", 2, parseRecord("entities", 2, entity("e2", { parentId: "e1", assetId: 9 })));
    check.add("attachments", 1, parseRecord("attachments", 1, attachment("thumb")));
    check.add("attachments", 2, parseRecord("attachments", 2, attachment("photo", { thumbnailId: "thumb" })));
    expect([...check.files]).toEqual(["a".repeat(64)]);
    expect(check.maxAssetId).toBe(9);
    expect(() => check.assertCounts({ "entity-types": 1, entities: 2, attachments: 2 })).not.toThrow();
    expect(() => check.assertCounts({ "entity-types": 1, entities: 3, attachments: 2 })).toThrow(
      "records/entities.jsonl holds 2 records but the manifest says 3",
    );
  });

  it("refuses references to missing or later records, and duplicates", () => {
    const check = checked();
    expect(() =>
      check.add("entities", 2, parseRecord("entities", 2, entity("e2", { parentId: "e9" }))),
    ).toThrow("records/entities.jsonl line 2: parentId e9 refers to no earlier record");
    expect(() => check.add("entities", 3, parseRecord("entities", 3, entity("e1")))).toThrow(
      /id e1 appears twice/,
    );
    expect(() => check.add("entities", 4, parseRecord("entities", 4, entity("e4", { assetId: 4 })))).toThrow(
      /asset id 4 appears twice/,
    );
    expect(() =>
      check.add("entity-tags", 1, parseRecord("entity-tags", 1, { entityId: "e1", tagId: "nope" })),
    ).toThrow(/tagId nope refers to no earlier record/);
    expect(() =>
      check.add("attachments", 1, parseRecord("attachments", 1, attachment("x", { path: "../x" }))),
    ).toThrow(/path must be the SHA-256/);
  });

  it("names file, line and field of a malformed record", () => {
    expect(() => parseRecord("entities", 7, entity("e1", { purchasePrice: 1.5 }))).toThrow(
      /^records\/entities.jsonl line 7: purchasePrice: /,
    );
  });
});
