import { describe, expect, it } from "vitest";
import {
  costInput,
  maintenanceEntryInput,
  maintenanceListQuery,
  maintenanceStatusOf,
} from "@/lib/schemas/maintenance";

describe("maintenanceStatusOf", () => {
  it("knows scheduled and completed; anything else is both", () => {
    expect(maintenanceStatusOf("scheduled")).toBe("scheduled");
    expect(maintenanceStatusOf(" Completed ")).toBe("completed");
    for (const other of ["both", "", "done", undefined, ["scheduled", "completed"]]) {
      expect(maintenanceStatusOf(other)).toBe("both");
    }
    expect(maintenanceListQuery.parse({}).status).toBe("both");
  });
});

describe("costInput", () => {
  it("reads decimal strings and JSON numbers exactly, in ten-thousandths", () => {
    expect(costInput.parse("12.50")).toBe(125_000n);
    expect(costInput.parse(" 12.5 ")).toBe(125_000n);
    expect(costInput.parse(12.5)).toBe(125_000n);
    expect(costInput.parse(0.1)).toBe(1_000n);
    expect(costInput.parse("1e3")).toBe(10_000_000n);
    expect(costInput.parse("0")).toBe(0n);
  });

  it("treats absent, null and empty as no cost", () => {
    for (const value of [undefined, null, "", "  "]) expect(costInput.parse(value)).toBe(0n);
  });

  it("refuses negative, non-numeric and oversized amounts", () => {
    const messageOf = (value: unknown) => costInput.safeParse(value).error?.issues[0]?.message;
    expect(messageOf("-1")).toBe("must not be negative");
    expect(messageOf(-0.01)).toBe("must not be negative");
    expect(messageOf("abc")).toBe("must be a decimal number");
    expect(messageOf("12,50")).toBe("must be a decimal number");
    expect(messageOf(true)).toBe("must be a decimal number");
    expect(messageOf({})).toBe("must be a decimal number");
    expect(messageOf("1000000000000.0001")).toMatch(/^must be at most/);
    expect(costInput.parse("1000000000000")).toBe(10_000_000_000_000_000n);
  });
});

describe("maintenanceEntryInput", () => {
  it("needs at least one date, naming both fields", () => {
    const result = maintenanceEntryInput.safeParse({
      name: "Oil change",
      scheduledDate: "",
      completedDate: null,
    });
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((issue) => issue.path.join("."))).toEqual([
      "scheduledDate",
      "completedDate",
    ]);
  });

  it("fills the omitted fields of a full replace", () => {
    expect(maintenanceEntryInput.parse({ name: "  Oil change ", completedDate: "2026-03-04" })).toEqual({
      name: "Oil change",
      description: "",
      cost: 0n,
      scheduledDate: undefined,
      completedDate: new Date("2026-03-04T00:00:00.000Z"),
    });
  });

  it("marks a malformed date as a bad request (400), not a rule", () => {
    const result = maintenanceEntryInput.safeParse({ name: "x", scheduledDate: "next week" });
    const issue = result.error!.issues[0]!;
    expect(issue.path).toEqual(["scheduledDate"]);
    expect(issue.code === "custom" && issue.params?.errorCode).toBe("malformed");
  });

  it("limits name and description", () => {
    const fieldsOf = (body: unknown) =>
      maintenanceEntryInput.safeParse(body).error?.issues.map((issue) => issue.path[0]);
    expect(fieldsOf({ scheduledDate: "2026-01-01" })).toEqual(["name"]);
    expect(fieldsOf({ name: "   ", scheduledDate: "2026-01-01" })).toEqual(["name"]);
    expect(fieldsOf({ name: "x".repeat(256), scheduledDate: "2026-01-01" })).toEqual(["name"]);
    expect(
      fieldsOf({ name: "x".repeat(255), scheduledDate: "2026-01-01", description: "d".repeat(2501) }),
    ).toEqual(["description"]);
  });
});
