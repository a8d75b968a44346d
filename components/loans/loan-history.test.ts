import { describe, expect, it } from "vitest";
import {
  changeDescriber,
  type HistoryTranslator,
  type LoanTranslator,
} from "@/components/entity-history/describe-change";
import { createFormats } from "@/lib/i18n/format";
import { translatorFor } from "@/lib/i18n/translator";
import { checkedOutChanges, returnedChanges } from "@/lib/loans/loan-history";

const describerIn = (locale: string) =>
  changeDescriber(
    translatorFor(locale, "history") as unknown as HistoryTranslator,
    createFormats({ locale, currency: "USD", dateFormat: "auto", timeZone: "UTC" }),
    translatorFor(locale, "loans") as unknown as LoanTranslator,
  );

describe("a loan in the item's history", () => {
  it("reads as lent to and returned by the borrower, with the details recorded", () => {
    const describe = describerIn("en");
    expect(
      describe({
        type: "loan.created",
        changes: checkedOutChanges({ borrowerName: "Robin", quantity: 2, dueDate: "2026-12-24" }),
      }),
    ).toEqual(["lent 2 to Robin (due back Dec 24, 2026)"]);
    expect(
      describe({
        type: "loan.created",
        changes: checkedOutChanges({ borrowerName: "Robin", quantity: 1, dueDate: "" }),
      }),
    ).toEqual(["lent it to Robin"]);
    expect(
      describe({
        type: "loan.returned",
        changes: returnedChanges({ borrowerName: "Robin", returnNote: "" }),
      }),
    ).toEqual(["took it back from Robin"]);
    expect(
      describe({
        type: "loan.returned",
        changes: returnedChanges({ borrowerName: "Robin", returnNote: "scratched" }),
      }),
    ).toEqual(["took it back from Robin (condition: “scratched”)"]);
    expect(
      describerIn("de")({
        type: "loan.returned",
        changes: returnedChanges({ borrowerName: "Robin", returnNote: "" }),
      }),
    ).toEqual(["von Robin zurückgenommen"]);
  });
});
