import { beforeEach, describe, expect, it, vi } from "vitest";

const seq = vi.hoisted(() => ({ value: 1 }));
vi.mock("@/lib/events/read-events", () => ({ latestSeqOfGroup: async () => seq.value }));

const { REVALIDATE_FOR_MS, TreeSnapshots } = await import("./tree-snapshot");

describe("TreeSnapshots", () => {
  beforeEach(() => {
    seq.value = 1;
  });

  it("reads a group again only after it changed", async () => {
    let reads = 0;
    const snapshots = new TreeSnapshots(async (groupId) => `${groupId}#${++reads}`);
    expect(await snapshots.get("g")).toBe("g#1");
    expect(await snapshots.get("g")).toBe("g#1");
    expect(await snapshots.current("g")).toBe("g#1");
    seq.value = 2;
    expect(await snapshots.current("g")).toBeUndefined();
    expect(await snapshots.get("g")).toBe("g#2");
    expect(reads).toBe(2);
  });

  it("keeps no failed read and drops the least recently read group beyond its capacity", async () => {
    let fail = true;
    const snapshots = new TreeSnapshots(async (groupId) => {
      if (fail) throw new Error("database gone");
      return groupId;
    }, 2);
    await expect(snapshots.get("a")).rejects.toThrow("database gone");
    expect(await snapshots.current("a")).toBeUndefined();
    fail = false;
    await snapshots.get("a");
    await snapshots.get("b");
    await snapshots.get("a");
    await snapshots.get("c");
    expect(await snapshots.current("a")).toBe("a");
    expect(await snapshots.current("b")).toBeUndefined();
    expect(await snapshots.current("c")).toBe("c");
  });

  it("keeps figures across changes its judge lets pass, and reads anew when it does not or they are old", async () => {
    vi.useFakeTimers();
    try {
      let reads = 0;
      const judged: Array<[number, number]> = [];
      let holds = true;
      const snapshots = new TreeSnapshots(
        async (groupId) => `${groupId}#${++reads}`,
        32,
        async (_groupId, after, upTo) => {
          judged.push([after, upTo]);
          return holds;
        },
      );
      expect(await snapshots.get("g")).toBe("g#1");
      seq.value = 3;
      expect(await snapshots.get("g")).toBe("g#1");
      expect(await snapshots.current("g")).toBe("g#1");
      seq.value = 4;
      expect(await snapshots.get("g")).toBe("g#1");
      expect(judged).toEqual([
        [1, 3],
        [3, 4],
      ]);
      holds = false;
      seq.value = 5;
      expect(await snapshots.get("g")).toBe("g#2");
      holds = true;
      vi.advanceTimersByTime(REVALIDATE_FOR_MS);
      seq.value = 6;
      expect(await snapshots.get("g")).toBe("g#3");
      expect(judged).toHaveLength(3);
    } finally {
      vi.useRealTimers();
    }
  });
});
