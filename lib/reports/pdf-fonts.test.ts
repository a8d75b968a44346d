import { describe, expect, it } from "vitest";
import { DocumentFonts } from "./pdf-fonts.mjs";

describe("DocumentFonts", () => {
  it("measures Latin with Helvetica's widths and CJK with the fallback face's", () => {
    const fonts = new DocumentFonts();
    // Liberation Sans has Helvetica's metrics: "H" is 722/1000 em, "i" 222.
    expect(fonts.width("Hi", false, 10)).toBeCloseTo(9.44, 2);
    // Droid's ideographs are one em wide.
    expect(fonts.width("東京", false, 10)).toBeCloseTo(20, 1);
    expect(fonts.pieces("ab東京cd", false).map((piece) => [piece.face, piece.text])).toEqual([
      ["regular", "ab"],
      ["cjk", "東京"],
      ["regular", "cd"],
    ]);
    // Korean goes to NanumSquare (Droid has almost no Hangul).
    expect(fonts.pieces("노트북 PC", false).map((piece) => [piece.face, piece.text])).toEqual([
      ["hangul", "노트북"],
      ["regular", " PC"],
    ]);
  });

  it("draws a character no face has as a counted question mark, and drops invisible ones", () => {
    const fonts = new DocumentFonts();
    const shown = fonts.prepare("ok\u200d  \n✓\ufe0f");
    expect(shown).toBe("ok ✓");
    expect(fonts.width(shown, false, 10)).toBeCloseTo(fonts.width("ok ?", false, 10), 5);
    expect(fonts.pieces(shown, false).map((piece) => piece.text)).toEqual(["ok ?"]);
    expect(fonts.missing).toBe(1);
  });
});
