import { describe, expect, it } from "vitest";
import { localeOfRequest, negotiateLocale } from "./negotiate";

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

describe("localeOfRequest", () => {
  const request = (headers: Record<string, string>) => new Request("http://localhost/", { headers });
  it("takes the language menu's cookie first, then Accept-Language", () => {
    expect(localeOfRequest(request({ cookie: "a=1; cairn-locale=ja", "accept-language": "de" }))).toBe("ja");
    expect(localeOfRequest(request({ cookie: "cairn-locale=xx", "accept-language": "de" }))).toBe("de");
    expect(localeOfRequest(request({}))).toBe("en");
  });
});
