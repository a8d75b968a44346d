import { describe, expect, it } from "vitest";
import { createFormats } from "@/lib/i18n/format";
import { translatorFor } from "@/lib/i18n/translator";
import { changeDescriber, type HistoryTranslator } from "./describe-change";

const describerIn = (locale: string) =>
  changeDescriber(
    translatorFor(locale, "history") as unknown as HistoryTranslator,
    createFormats({ locale, currency: "USD", dateFormat: "auto", timeZone: "UTC" }),
  );
const describeItem = describerIn("en");

const garage = { id: "g", name: "Garage" };
const kitchen = { id: "k", name: "Kitchen" };
const red = { id: "r", name: "Red" };
const tools = { id: "t", name: "Tools" };

describe("describeItem", () => {
  it("says which field changed from what to what", () => {
    expect(
      describeItem({
        type: "entity.updated",
        changes: [
          { field: "quantity", before: 1, after: 3 },
          { field: "insured", before: false, after: true },
          { field: "manufacturer", before: "", after: "Bosch" },
          { field: "notes", before: "old", after: "" },
          { field: "purchasePrice", before: 0, after: 12.5 },
          { field: "warrantyExpires", before: null, after: "2030-01-31" },
          { field: "fields.Color", before: "red", after: "green" },
        ],
      }),
    ).toEqual([
      "changed Quantity from 1 to 3",
      "changed Insured from No to Yes",
      "set Manufacturer to “Bosch”",
      "cleared Notes (was “old”)",
      "changed Purchase price from $0.00 to $12.50",
      "set Warranty expires to Jan 31, 2030",
      "changed Color from “red” to “green”",
    ]);
  });

  it("tells tags added and removed and moves", () => {
    expect(
      describeItem({
        type: "entity.updated",
        changes: [
          { field: "tags", before: [red], after: [tools] },
          { field: "parent", before: garage, after: kitchen },
        ],
      }),
    ).toEqual(["added tag Tools", "removed tag Red", "moved it from Garage to Kitchen"]);
    expect(
      describeItem({ type: "entity.updated", changes: [{ field: "parent", before: null, after: garage }] }),
    ).toEqual(["moved it to Garage"]);
  });

  it("names maintenance and attachments added, edited and removed", () => {
    expect(
      describeItem({
        type: "maintenance.created",
        changes: [{ field: "maintenance", before: null, after: "Oil" }],
      }),
    ).toEqual(["added maintenance “Oil”"]);
    expect(
      describeItem({
        type: "maintenance.updated",
        changes: [
          { field: "maintenance", before: "Oil", after: "Oil" },
          { field: "maintenance.cost", before: 0, after: 5 },
        ],
      }),
    ).toEqual(["edited maintenance “Oil” (changed Cost from $0.00 to $5.00)"]);
    expect(
      describeItem({
        type: "attachment.updated",
        changes: [{ field: "attachment", before: "A", after: "B" }],
      }),
    ).toEqual(["renamed attachment “A” to “B”"]);
    expect(
      describeItem({
        type: "attachment.deleted",
        changes: [{ field: "attachment", before: "B", after: null }],
      }),
    ).toEqual(["removed attachment “B”"]);
  });

  it("falls back to the event kind when no fields were recorded", () => {
    expect(describeItem({ type: "entity.created", changes: [] })).toEqual(["created it"]);
    expect(describeItem({ type: "entity.updated", changes: [] })).toEqual(["edited it"]);
  });

  it("speaks the reader's language", () => {
    expect(
      describerIn("de")({
        type: "entity.updated",
        changes: [{ field: "quantity", before: 1, after: 3 }],
      }),
    ).toEqual(["hat Anzahl von 1 auf 3 geändert"]);
  });
});
