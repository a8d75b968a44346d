import { describe, expect, it } from "vitest";
import { idAfter } from "./id-keyset";

describe("idAfter", () => {
  it("bounds the first page below every id, and a later page after its cursor", () => {
    expect(idAfter(undefined)).toEqual({ id: { gt: "" } });
    expect("" < "00000000-0000-7000-8000-000000000000").toBe(true);
    expect(idAfter("0192f5a0-0000-7000-8000-000000000001")).toEqual({
      id: { gt: "0192f5a0-0000-7000-8000-000000000001" },
    });
  });
});
