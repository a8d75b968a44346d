import { describe, expect, it } from "vitest";
import { ftsPhrase, isIndexableTerm, sqliteLowerCase } from "./search-terms";

describe("isIndexableTerm", () => {
  it("needs three characters, counted as code points", () => {
    expect(isIndexableTerm("ab")).toBe(false);
    expect(isIndexableTerm("abc")).toBe(true);
    expect(isIndexableTerm("öä")).toBe(false);
    expect(isIndexableTerm("öäü")).toBe(true);
    // Two code points, four UTF-16 units.
    expect(isIndexableTerm("🔧🔨")).toBe(false);
    expect(isIndexableTerm("🔧🔨x")).toBe(true);
  });

  it("refuses control characters, which could match across the index's separators", () => {
    expect(isIndexableTerm("red\u001fgreen")).toBe(false);
    expect(isIndexableTerm("a\tbc")).toBe(false);
    expect(isIndexableTerm("a\u0000bc")).toBe(false);
  });
});

describe("sqliteLowerCase", () => {
  it("lower-cases ASCII letters only, as SQLite's LOWER() does", () => {
    expect(sqliteLowerCase("DRILL Ölkanne ÄBC")).toBe("drill Ölkanne Äbc");
  });
});

describe("ftsPhrase", () => {
  it("quotes the lower-cased term as one phrase", () => {
    expect(ftsPhrase("Drill")).toBe('"drill"');
    expect(ftsPhrase("power bank")).toBe('"power bank"');
  });

  it("doubles inner quotes and leaves query syntax inert", () => {
    expect(ftsPhrase('say "hi"')).toBe('"say ""hi"""');
    expect(ftsPhrase('"""')).toBe('""""""""');
    expect(ftsPhrase("a AND b")).toBe('"a and b"');
    expect(ftsPhrase("col:x*")).toBe('"col:x*"');
    expect(ftsPhrase("-abc")).toBe('"-abc"');
  });

  it("is undefined for terms the index cannot answer", () => {
    expect(ftsPhrase("ab")).toBeUndefined();
    expect(ftsPhrase("a\u001fb")).toBeUndefined();
  });
});
