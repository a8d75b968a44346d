import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { command, englishNamespaces, outputFile, renderCatalogueTypes } from "./catalogue-types-file.mjs";

describe("lib/i18n/catalogue-types.ts", () => {
  it("names every namespace file of the English catalogue, and nothing else", () => {
    const current = readFileSync(outputFile, "utf8");
    expect(
      current === renderCatalogueTypes(englishNamespaces()),
      `${outputFile} is out of date: run ${command}`,
    ).toBe(true);
  });

  it("types each namespace from its own file", () => {
    const text = renderCatalogueTypes(["entity", "tags"]);
    expect(text).toContain('import type entity from "../../messages/en/entity.json";');
    expect(text).toContain("  tags: typeof tags;");
    expect(text).not.toContain("typeof ui");
  });
});
