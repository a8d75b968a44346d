import { describe, expect, it } from "vitest";
import { decimalFromInput } from "./decimal-input";

describe("decimalFromInput", () => {
  it("reads the decimal mark of every language", () => {
    expect(decimalFromInput("1142,80")).toBe("1142.80");
    expect(decimalFromInput("1.142,80")).toBe("1142.80");
    expect(decimalFromInput("1,142.80")).toBe("1142.80");
    expect(decimalFromInput("1 142,80")).toBe("1142.80");
    expect(decimalFromInput("1\u202f142,80")).toBe("1142.80");
    expect(decimalFromInput("4.5")).toBe("4.5");
    expect(decimalFromInput(",5")).toBe("0.5");
    expect(decimalFromInput("-3,25")).toBe("-3.25");
    expect(decimalFromInput("12")).toBe("12");
  });

  it("leaves what is not an amount for the API to refuse", () => {
    expect(decimalFromInput("twelve")).toBe("twelve");
    expect(decimalFromInput("")).toBe("");
  });
});
