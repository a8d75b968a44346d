import { describe, expect, it } from "vitest";
import { parseManifest } from "./read-manifest";

const manifest = {
  format: "cairn-collection",
  formatVersion: 1,
  app: { name: "cairn", version: "0.1.0" },
  exportedAt: "2026-11-23T12:00:00.000Z",
  group: { name: "Home", currency: "EUR", lastAssetId: 3 },
  counts: { entities: 2 },
};

describe("parseManifest", () => {
  it("accepts a version 1 manifest", () => {
    expect(parseManifest(JSON.stringify(manifest)).group.currency).toBe("EUR");
  });

  it("explains what is wrong", () => {
    expect(() => parseManifest("{")).toThrow("manifest.json is not valid JSON");
    expect(() => parseManifest(JSON.stringify({ ...manifest, format: "zip" }))).toThrow(
      /not describe a Cairn/,
    );
    expect(() => parseManifest(JSON.stringify({ ...manifest, formatVersion: 7 }))).toThrow(
      "the backup has format version 7; this server reads version 1",
    );
    expect(() => parseManifest(JSON.stringify({ ...manifest, group: {} }))).toThrow(
      /manifest.json: group.name/,
    );
  });
});
