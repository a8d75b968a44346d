import { describe, expect, it } from "vitest";
import { minorFromNumber } from "@/lib/money";
import { oneMonthBefore, purchasePriceRange, startOfUtcDay } from "./date-range";
import { valueOfQuantityGroups } from "./inventory-value";
import { rankTags, toTotalsByOrganizer } from "./organizer-totals";
import { toValueEntries } from "./purchase-price";
import { bigintFromSql } from "./sql-integer";

const day = (text: string) => new Date(`${text}T00:00:00.000Z`);

describe("valueOfQuantityGroups", () => {
  it("multiplies per-quantity sums exactly", () => {
    // 1000 items of 0.1 and 1000 of 0.2, quantity 3: floats would drift, ten-thousandths do not.
    const sum = minorFromNumber(0.1) * 1000n + minorFromNumber(0.2) * 1000n;
    expect(valueOfQuantityGroups([{ quantity: 3, _sum: { purchasePrice: sum } }])).toBe(9_000_000n);
    expect(valueOfQuantityGroups([{ quantity: 2, _sum: { purchasePrice: null } }])).toBe(0n);
    expect(valueOfQuantityGroups([])).toBe(0n);
  });
});

describe("bigintFromSql", () => {
  it("reads what either driver returns", () => {
    expect(bigintFromSql(42n)).toBe(42n);
    expect(bigintFromSql(42)).toBe(42n);
    expect(bigintFromSql("90000000000000000001")).toBe(90_000_000_000_000_000_001n);
    expect(bigintFromSql("12.000")).toBe(12n);
    expect(bigintFromSql({ toFixed: () => "123456789012345678901234" })).toBe(
      123_456_789_012_345_678_901_234n,
    );
    expect(bigintFromSql(null)).toBe(0n);
    expect(() => bigintFromSql("abc")).toThrow(TypeError);
  });
});

describe("toTotalsByOrganizer", () => {
  it("sums price × quantity per organizer, drops empty ones, sorts by name case-insensitively then id", () => {
    const rows = [
      { id: "b", name: "garage", quantity: 1, priceSum: 3_000n },
      { id: "a", name: "Garage", quantity: 3, priceSum: "1000" },
      { id: "c", name: "Attic", quantity: 2, priceSum: 0 },
      { id: "d", name: "attic 2", quantity: 1n, priceSum: 12_345 },
      { id: "d", name: "attic 2", quantity: 2, priceSum: { toFixed: () => "5" } },
    ];
    expect(toTotalsByOrganizer(rows)).toEqual([
      { id: "d", name: "attic 2", total: 1.2355 },
      { id: "a", name: "Garage", total: 0.3 },
      { id: "b", name: "garage", total: 0.3 },
    ]);
  });
});

describe("purchasePriceRange", () => {
  const now = new Date("2026-03-31T18:30:00.000Z");

  it("defaults to the last month up to today (UTC)", () => {
    const range = purchasePriceRange(undefined, undefined, now);
    expect(range.start).toEqual(day("2026-02-28"));
    expect(range.end).toEqual(day("2026-03-31"));
    expect(range.endExclusive).toEqual(day("2026-04-01"));
  });

  it("counts a given end back one month, and keeps given bounds", () => {
    expect(purchasePriceRange(null, day("2024-03-31"), now).start).toEqual(day("2024-02-29"));
    const range = purchasePriceRange(day("2025-01-01"), day("2025-01-01"), now);
    expect(range.endExclusive).toEqual(day("2025-01-02"));
  });

  it("refuses a start after the end (400)", () => {
    expect(() => purchasePriceRange(day("2026-02-02"), day("2026-02-01"), now)).toThrow(
      expect.objectContaining({ code: "malformed" }),
    );
  });

  it("steps months across years and clamps short months", () => {
    expect(oneMonthBefore(day("2026-01-15"))).toEqual(day("2025-12-15"));
    expect(oneMonthBefore(day("2026-05-31"))).toEqual(day("2026-04-30"));
    expect(startOfUtcDay(new Date("2026-07-04T23:59:59.999Z"))).toEqual(day("2026-07-04"));
  });
});

describe("toValueEntries", () => {
  it("dates each item by purchase date, else record date, oldest first; value = price × quantity", () => {
    const entries = toValueEntries([
      {
        name: "Drill",
        purchasePrice: 1_000n,
        quantity: 3,
        purchaseDate: null,
        createdAt: new Date("2026-03-10T12:00:00Z"),
      },
      {
        name: "Saw",
        purchasePrice: 2_000n,
        quantity: 1,
        purchaseDate: day("2026-03-02"),
        createdAt: new Date("2026-03-20T00:00:00Z"),
      },
    ]);
    expect(entries).toEqual([
      { date: "2026-03-02", value: 0.2, name: "Saw" },
      { date: "2026-03-10", value: 0.3, name: "Drill" },
    ]);
  });
});

describe("rankTags", () => {
  const tag = (id: string, parentId: string | null = null) => ({ id, parentId, name: id });

  it("numbers tags depth-first, each subtree a run of ranks", () => {
    const ranked = rankTags([tag("a1", "a"), tag("b"), tag("a"), tag("a1x", "a1"), tag("a2", "a")])!;
    expect(ranked.order.map((node) => node.id)).toEqual(["b", "a", "a1", "a1x", "a2"]);
    const run = (id: string) => {
      const rank = ranked.rankOf.get(id)!;
      return ranked.order.slice(rank, ranked.end[rank]).map((node) => node.id);
    };
    expect(run("a")).toEqual(["a", "a1", "a1x", "a2"]);
    expect(run("a1")).toEqual(["a1", "a1x"]);
    expect(run("a2")).toEqual(["a2"]);
    expect(run("b")).toEqual(["b"]);
  });

  it("treats a parent outside the list as none, and gives up on a cycle", () => {
    expect(rankTags([tag("x", "elsewhere")])?.order.map((node) => node.id)).toEqual(["x"]);
    expect(rankTags([tag("root"), tag("p", "q"), tag("q", "p")])).toBeNull();
  });

  it("ranks a chain far deeper than the call stack could recurse", () => {
    const depth = 200_000;
    const chain = Array.from({ length: depth }, (_, index) =>
      tag(`t${index}`, index ? `t${index - 1}` : null),
    );
    const ranked = rankTags(chain.reverse())!;
    expect(ranked.order[0]!.id).toBe("t0");
    expect(ranked.order[depth - 1]!.id).toBe(`t${depth - 1}`);
    expect(ranked.end[0]).toBe(depth);
    expect(ranked.end[depth - 1]).toBe(depth);
  });
});
