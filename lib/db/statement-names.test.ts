import { describe, expect, it } from "vitest";
import { NAMED_STATEMENT_LIMIT, statementNames } from "./statement-names";

describe("statementNames", () => {
  it("names a text from its second use on, the same name every time", () => {
    const nameOf = statementNames();
    const select = 'SELECT "id" FROM "Entity" WHERE "groupId" = $1';
    expect(nameOf(select)).toBeUndefined();
    const name = nameOf(select);
    expect(name).toMatch(/^cairn_\d+$/);
    expect(nameOf(select)).toBe(name);
  });

  it("gives different texts different names", () => {
    const nameOf = statementNames();
    const texts = ["SELECT 1", "SELECT 2", "SELECT $1"];
    for (const text of texts) nameOf(text);
    const names = texts.map((text) => nameOf(text));
    expect(new Set(names).size).toBe(texts.length);
    expect(names.every((name) => name !== undefined)).toBe(true);
  });

  it("names no more than the limit and leaves later texts unnamed", () => {
    const limit = 3;
    const nameOf = statementNames(limit);
    const named = (text: string) => {
      nameOf(text);
      return nameOf(text);
    };
    for (let n = 0; n < limit; n++) expect(named(`SELECT ${n}`)).toBeDefined();
    expect(named("SELECT 'late'")).toBeUndefined();
    expect(nameOf("SELECT 0")).toBeDefined();
    expect(NAMED_STATEMENT_LIMIT).toBeGreaterThan(limit);
  });

  it("still names a repeated text after many one-off texts", () => {
    const nameOf = statementNames(10);
    nameOf("SELECT 'kept'");
    for (let n = 0; n < 9; n++) nameOf(`SELECT ${n}`);
    expect(nameOf("SELECT 'kept'")).toBeDefined();
    // Past the limit of texts seen once, they are forgotten: the text counts as new again.
    for (let n = 0; n < 30; n++) nameOf(`SELECT 'once ${n}'`);
    expect(nameOf("SELECT 'again'")).toBeUndefined();
    expect(nameOf("SELECT 'again'")).toBeDefined();
  });
});
