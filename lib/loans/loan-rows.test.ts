import { describe, expect, it } from "vitest";
import { checkOutInput, loanFilterOf, loanListQuery } from "@/lib/schemas/loans";
import { isOverdue, lendableQuantity } from "./loan-rows";

const day = (text: string) => new Date(`${text}T00:00:00.000Z`);

describe("overdue", () => {
  const now = new Date("2026-03-10T15:00:00Z");
  it("starts the day after the due date and ends with the return", () => {
    expect(isOverdue({ dueDate: day("2026-03-10"), returnedAt: null }, now)).toBe(false);
    expect(isOverdue({ dueDate: day("2026-03-09"), returnedAt: null }, now)).toBe(true);
    expect(isOverdue({ dueDate: day("2026-03-09"), returnedAt: now }, now)).toBe(false);
    expect(isOverdue({ dueDate: null, returnedAt: null }, now)).toBe(false);
  });
});

describe("loan inputs", () => {
  it("lends one to a named person by default and trims the texts", () => {
    expect(checkOutInput.parse({ borrowerName: "  Robin ", dueDate: "2026-03-01" })).toEqual({
      quantity: 1,
      borrowerUserId: null,
      borrowerName: "Robin",
      borrowerContact: "",
      dueDate: day("2026-03-01"),
      note: "",
    });
  });

  it("needs a member or a name", () => {
    const result = checkOutInput.safeParse({ borrowerName: " ", quantity: 2 });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join("."))).toEqual(["borrowerName"]);
  });

  it("reads list queries leniently: unknown states are open, sizes are capped", () => {
    expect(loanListQuery.parse({ state: ["returned", "bogus"], pageSize: "9999" })).toMatchObject({
      state: "open",
      pageSize: 500,
      page: 1,
      borrower: null,
    });
    expect(loanListQuery.parse({ state: "OVERDUE" }).state).toBe("overdue");
    expect([
      loanFilterOf("out"),
      loanFilterOf(" Overdue "),
      loanFilterOf("x"),
      loanFilterOf(undefined),
    ]).toEqual(["out", "overdue", null, null]);
  });

  it("lends an item without a count as one thing", () => {
    expect([lendableQuantity(0), lendableQuantity(1), lendableQuantity(5)]).toEqual([1, 1, 5]);
  });
});
