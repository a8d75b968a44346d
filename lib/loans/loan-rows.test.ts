import { describe, expect, it } from "vitest";
import { formatDateOnly } from "@/lib/schemas/common";
import { checkOutInput, earliestDueDate, loanFilterOf, loanListQuery } from "@/lib/schemas/loans";
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
    const due = formatDateOnly(new Date(Date.now() + 7 * 86_400_000));
    expect(checkOutInput.parse({ borrowerName: "  Robin ", dueDate: due })).toEqual({
      quantity: 1,
      borrowerUserId: null,
      borrowerName: "Robin",
      borrowerContact: "",
      dueDate: day(due),
      note: "",
    });
  });

  it("takes a due date from yesterday (UTC) on, for lenders behind UTC, and refuses older ones", () => {
    expect(earliestDueDate(new Date("2026-03-10T23:30:00Z"))).toEqual(day("2026-03-09"));
    expect(earliestDueDate(new Date("2026-03-01T00:10:00Z"))).toEqual(day("2026-02-28"));
    const daysAgo = (days: number) => formatDateOnly(new Date(Date.now() - days * 86_400_000));
    expect(checkOutInput.safeParse({ borrowerName: "Robin", dueDate: daysAgo(1) }).success).toBe(true);
    const old = checkOutInput.safeParse({ borrowerName: "Robin", dueDate: daysAgo(2) });
    expect(old.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
      ["dueDate", "must not be before today"],
    ]);
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
