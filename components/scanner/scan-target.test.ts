import { describe, expect, it } from "vitest";
import { scanTarget } from "./scan-target";

const id = "3f0c2b9e-8a53-4c36-9d7a-1a1d2b3c4d5e";

describe("scanTarget", () => {
  it("opens the entity of one of our labels, whatever origin or base path printed it", () => {
    expect(scanTarget(`https://stuff.example.com/entities/${id}`)).toEqual({ kind: "entity", entityId: id });
    expect(scanTarget(`http://127.0.0.1:7745/entities/${id}/`)).toEqual({ kind: "entity", entityId: id });
    expect(scanTarget(`https://x.example/inv/entities/${id.toUpperCase()}`)).toEqual({
      kind: "entity",
      entityId: id,
    });
  });

  it("does not treat other URLs as labels", () => {
    expect(scanTarget("https://example.com/entities/not-a-uuid")).toEqual({
      kind: "code",
      code: "https://example.com/entities/not-a-uuid",
    });
    expect(scanTarget(`javascript:alert(1)//entities/${id}`).kind).toBe("code");
    expect(scanTarget(`https://example.com/products/${id}`).kind).toBe("code");
  });

  it("reads asset IDs with a dash or a hash", () => {
    expect(scanTarget("000-123")).toEqual({ kind: "asset", assetId: "000-123" });
    expect(scanTarget("#000-123")).toEqual({ kind: "asset", assetId: "000-123" });
    expect(scanTarget(" #42 ")).toEqual({ kind: "asset", assetId: "000-042" });
    expect(scanTarget("1-234")).toEqual({ kind: "asset", assetId: "001-234" });
  });

  it("looks up everything else as a code", () => {
    expect(scanTarget("4006381333931")).toEqual({ kind: "code", code: "4006381333931" });
    expect(scanTarget("000-000")).toEqual({ kind: "code", code: "000-000" });
    expect(scanTarget("  ABC-123 ")).toEqual({ kind: "code", code: "ABC-123" });
  });
});
