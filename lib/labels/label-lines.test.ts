import { describe, expect, it } from "vitest";
import { entityPageUrl } from "./entity-page-url";
import { detailLines, truncate } from "./label-lines.mjs";
import { escapeMarkup } from "./pango-markup.mjs";

describe("label text", () => {
  it("truncates by code point with an ellipsis and folds whitespace", () => {
    expect(truncate("  Shelf \n 3 ", 10)).toBe("Shelf 3");
    expect(truncate("abcdefghij", 5)).toBe("abcd…");
    expect(truncate("😀😀😀😀", 3)).toBe("😀😀…");
  });

  it("prints the asset id and location when set", () => {
    expect(detailLines({ id: "x", name: "n", assetId: "000-001", location: "Garage" })).toEqual([
      "000-001",
      "Garage",
    ]);
    expect(detailLines({ id: "x", name: "n", assetId: "", location: null })).toEqual([]);
  });

  it("escapes markup and drops control characters", () => {
    expect(escapeMarkup(`<b>"Tom" & 'Jerry'</b>\u0007`)).toBe(
      "&lt;b&gt;&quot;Tom&quot; &amp; &apos;Jerry&apos;&lt;/b&gt;",
    );
  });

  it("builds the entity page URL under the base, with or without a trailing slash", () => {
    expect(entityPageUrl("https://stuff.example.com/inv/", "abc")).toBe(
      "https://stuff.example.com/inv/entities/abc",
    );
    expect(entityPageUrl("http://127.0.0.1:7745", "abc")).toBe("http://127.0.0.1:7745/entities/abc");
  });
});
