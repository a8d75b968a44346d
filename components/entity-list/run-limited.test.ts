import { describe, expect, it } from "vitest";
import { runLimited } from "./run-limited";

describe("runLimited", () => {
  it("never runs more than the limit at once and keeps the items' order in its answer", async () => {
    let running = 0;
    let most = 0;
    const outcomes = await runLimited([1, 2, 3, 4, 5, 6, 7], 3, async (n) => {
      running++;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 10 - n));
      running--;
    });
    expect(most).toBe(3);
    expect(outcomes.map((outcome) => outcome.item)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(outcomes.every((outcome) => outcome.ok)).toBe(true);
  });

  it("reports each failure with its message and goes on with the rest", async () => {
    const seen: number[] = [];
    const outcomes = await runLimited(
      [1, 2, 3],
      2,
      async (n) => {
        if (n === 2) throw new Error("entity not found");
      },
      (outcome) => seen.push(outcome.item),
    );
    expect(seen.sort()).toEqual([1, 2, 3]);
    expect(outcomes[1]).toEqual({ item: 2, ok: false, error: "entity not found" });
    expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(2);
  });

  it("answers an empty list at once", async () => {
    expect(await runLimited([], 4, async () => {})).toEqual([]);
  });
});
