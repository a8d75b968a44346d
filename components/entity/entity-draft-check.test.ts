import { describe, expect, it } from "vitest";
import { emptyDraft } from "./entity-draft";
import { entityDraftCheck } from "./entity-draft-check";

describe("entityDraftCheck", () => {
  it("refuses a nameless draft by the name field, as the API would", () => {
    const checked = entityDraftCheck(true).safeParse({ ...emptyDraft, name: "" });
    expect(checked.success).toBe(false);
    if (!checked.success) expect(checked.error.issues.map((issue) => issue.path.join("."))).toContain("name");
  });

  it("answers both bodies for a valid draft", () => {
    const checked = entityDraftCheck(true).safeParse({ ...emptyDraft, name: "Drill", quantity: "2" });
    expect(checked.success).toBe(true);
    if (checked.success) {
      expect(checked.data.createBody).toMatchObject({ name: "Drill" });
      expect(checked.data.body).toMatchObject({ name: "Drill", quantity: 2 });
    }
  });

  it("refuses a quantity the API refuses, creating or editing", () => {
    // A quantity the API refuses is refused on create and on edit alike.
    for (const creating of [true, false]) {
      const checked = entityDraftCheck(creating).safeParse({ ...emptyDraft, name: "Drill", quantity: "-1" });
      expect(checked.success).toBe(false);
    }
  });
});
