import { describe, expect, it } from "vitest";
import type { EntitySummary } from "@/lib/schemas/entities";
import { undoSummary } from "@/components/undo/entity-undo";
import { bulkSummary, progressText } from "./bulk-summary";

const item = (name: string) => ({ id: name, name }) as EntitySummary;

describe("bulk and undo summaries", () => {
  it("names the one item, counts several, and says which way archive went", () => {
    const archive = { kind: "archive", archived: true } as const;
    expect(bulkSummary({ action: archive, outcomes: [{ item: item("Kettle"), ok: true }] })).toBe(
      "Archived “Kettle”.",
    );
    expect(
      bulkSummary({
        action: { kind: "archive", archived: false },
        outcomes: [
          { item: item("A"), ok: true },
          { item: item("B"), ok: true },
        ],
      }),
    ).toBe("Unarchived 2 items.");
    expect(
      bulkSummary({
        action: { kind: "move", parentId: "p", parentName: "Attic" },
        outcomes: [
          { item: item("A"), ok: true },
          { item: item("B"), ok: false, error: "nope" },
        ],
      }),
    ).toBe("Moved 1 of 2 items to Attic; 1 failed.");
    expect(progressText({ kind: "delete" }, 1, 3)).toBe("Deleting… 1 of 3");
  });

  it("says what an undo could not put back, and why", () => {
    expect(undoSummary([{ item: item("A"), ok: true }])).toBe("Undone.");
    expect(
      undoSummary([
        { item: item("A"), ok: false, error: "changed by someone else since, so it stays as it is." },
      ]),
    ).toBe("Not undone. “A”: changed by someone else since, so it stays as it is.");
    expect(
      undoSummary([
        { item: item("A"), ok: true },
        { item: item("B"), ok: false, error: "gone." },
      ]),
    ).toBe("Undid 1 of 2. “B”: gone.");
  });
});
