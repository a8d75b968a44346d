import { describe, expect, it } from "vitest";
import { keysReachedBy } from "./catalogue-check";

describe("keysReachedBy", () => {
  it("reads the keys between two template literals with values in them", () => {
    const source = [
      'const t = useTranslations("labels");',
      "const href = `/entities/${id}`;",
      'const title = t("heading");',
      "const key = `${id}-${at}`;",
    ].join("\n");
    const keys = keysReachedBy(source);
    expect(keys.has("labels.heading")).toBe(true);
    expect([...keys].some((key) => key.includes("${"))).toBe(false);
  });

  it("still reads a plain template literal as a key", () => {
    expect(keysReachedBy('useTranslations("undo"); t(`undone`)').has("undo.undone")).toBe(true);
  });
});
