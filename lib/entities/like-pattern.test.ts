import { describe, expect, it } from "vitest";
import { containsPattern, prefixPattern } from "./like-pattern";

describe("LIKE patterns", () => {
  it("wrap the text in wildcards", () => {
    expect(containsPattern("drill")).toBe("%drill%");
    expect(prefixPattern("drill")).toBe("drill%");
  });

  it("escape the text's own wildcards and the escape character", () => {
    expect(containsPattern("50%_off")).toBe("%50\\%\\_off%");
    expect(prefixPattern("a\\b")).toBe("a\\\\b%");
  });
});
