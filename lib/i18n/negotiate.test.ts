import { describe, expect, it } from "vitest";
import { negotiateLocale } from "./negotiate";

describe("negotiateLocale", () => {
  it("falls back to English without a header or a match", () => {
    expect(negotiateLocale(undefined)).toBe("en");
    expect(negotiateLocale("")).toBe("en");
    expect(negotiateLocale("zh-CN,ko;q=0.8")).toBe("en");
    expect(negotiateLocale("*")).toBe("en");
  });

  it("takes the highest weight, then the earliest", () => {
    expect(negotiateLocale("fr;q=0.5,de;q=0.9")).toBe("de");
    expect(negotiateLocale("ja,sv")).toBe("ja");
    expect(negotiateLocale("en;q=0,nl")).toBe("nl");
  });

  it("matches a region to the same language", () => {
    expect(negotiateLocale("de-CH,de;q=0.9")).toBe("de");
    expect(negotiateLocale("pt-PT")).toBe("pt-BR");
    expect(negotiateLocale("PT-br")).toBe("pt-BR");
    expect(negotiateLocale("en-GB,en;q=0.9")).toBe("en");
  });
});
