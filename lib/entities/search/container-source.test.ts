import { describe, expect, it } from "vitest";
import type { TreeContainer } from "../tree-totals";
import { containersNamed } from "./container-source";

const node = (id: string, name: string): TreeContainer => ({
  id,
  parentId: null,
  isLocation: true,
  name,
  archived: false,
});

describe("containersNamed", () => {
  const skeleton = [node("a", "Garage Shelf"), node("b", "ÖLKANNE Box"), node("c", "Kitchen")];

  it("matches as each database's LOWER() folds: ASCII only on SQLite, every letter on PostgreSQL", () => {
    expect(containersNamed("sqlite", skeleton, "SHELF")).toEqual(["a"]);
    expect(containersNamed("sqlite", skeleton, "ölkanne")).toEqual([]);
    expect(containersNamed("sqlite", skeleton, "ÖLKANNE box")).toEqual(["b"]);
    expect(containersNamed("postgresql", skeleton, "ölkanne")).toEqual(["b"]);
    expect(containersNamed("sqlite", skeleton, "e")).toEqual(["a", "b", "c"]);
  });

  it("answers each skeleton from its own names, whatever was asked before", () => {
    expect(containersNamed("sqlite", skeleton, "kitchen")).toEqual(["c"]);
    const changed = [node("a", "Garage Shelf"), node("c", "Pantry")];
    expect(containersNamed("sqlite", changed, "kitchen")).toEqual([]);
    expect(containersNamed("sqlite", changed, "pantry")).toEqual(["c"]);
    expect(containersNamed("sqlite", skeleton, "pantry")).toEqual([]);
  });
});
