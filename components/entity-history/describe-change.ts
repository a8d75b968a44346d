import { useTranslations } from "next-intl";
import { useMemo } from "react";
import { useFormats } from "@/components/i18n/formats-provider";
import { ENTITY_FIELD_NAMES, fieldsOfKind } from "@/lib/entities/value-fields";
import type { Formats } from "@/lib/i18n/format";
import type { FieldChange, HistoryItemOut, HistoryValue } from "@/lib/schemas/history";

export type HistoryTranslator = ReturnType<typeof useTranslations<"history">>;
/** The lending words (lib/loans records a check-out and a return as the record kind "loan"). */
export type LoanTranslator = ReturnType<typeof useTranslations<"loans">>;

// The entity's fields come from their list (value-fields.ts); maintenance's follow by hand.
const DATES = new Set<string>([...fieldsOfKind("date"), "scheduledDate", "completedDate"]);
const MONEY = new Set<string>([...fieldsOfKind("money"), "cost"]);
/** Fields the catalogue names (history.field); any other is shown by its key. */
const NAMED_FIELDS = new Set<string>([
  ...ENTITY_FIELD_NAMES,
  "assetId",
  "entityType",
  "cost",
  "scheduledDate",
  "completedDate",
  "type",
  "primary",
]);

/** The event kinds the catalogue words when nothing more was recorded (history.withoutChanges). */
const EVENTS: Record<string, string> = {
  "entity.created": "entityCreated",
  "entity.deleted": "entityDeleted",
  "entity.restored": "entityRestored",
  "maintenance.created": "maintenanceCreated",
  "maintenance.deleted": "maintenanceDeleted",
  "attachment.created": "attachmentCreated",
  "attachment.deleted": "attachmentDeleted",
};

function isEmpty(value: HistoryValue): boolean {
  return value === null || value === "" || (Array.isArray(value) && value.length === 0);
}

function refsOf(value: HistoryValue): { id: string; name: string }[] {
  return Array.isArray(value) ? value : [];
}

/**
 * What one history item says after the actor's name, as short phrases ("changed Quantity from 1
 * to 3", "added tag Tools"), in the reader's language with their number and date formats.
 */
export function changeDescriber(t: HistoryTranslator, f: Formats, loans?: LoanTranslator) {
  const labelOf = (key: string): string => {
    if (key.startsWith("fields.")) return key.slice("fields.".length);
    return NAMED_FIELDS.has(key) ? t("field", { field: key }) : key;
  };

  /** One value for reading: text quoted, flags Yes/No, days and money formatted, references by name. */
  const formatValue = (key: string, value: HistoryValue): string => {
    if (value === null) return t("nothing");
    if (typeof value === "boolean") return t("flag", { value: String(value) });
    if (typeof value === "number") return MONEY.has(key) ? f.money(value) : f.count(value);
    if (Array.isArray(value)) return value.map((ref) => ref.name).join(", ");
    if (typeof value === "object") return value.name;
    if (DATES.has(key)) return f.day(value);
    return t("quoted", { text: value });
  };

  const describeValue = (key: string, change: FieldChange): string => {
    const label = labelOf(key);
    if (isEmpty(change.before)) return t("set", { label, value: formatValue(key, change.after) });
    if (isEmpty(change.after)) return t("cleared", { label, value: formatValue(key, change.before) });
    return t("changed", {
      label,
      before: formatValue(key, change.before),
      after: formatValue(key, change.after),
    });
  };

  const describeTags = (change: FieldChange): string[] => {
    const before = refsOf(change.before);
    const after = refsOf(change.after);
    const had = new Set(before.map((tag) => tag.id));
    const has = new Set(after.map((tag) => tag.id));
    return [
      ...after.filter((tag) => !had.has(tag.id)).map((tag) => t("tagAdded", { name: tag.name })),
      ...before.filter((tag) => !has.has(tag.id)).map((tag) => t("tagRemoved", { name: tag.name })),
    ];
  };

  const describeMove = (change: FieldChange): string => {
    const from = change.before ? formatValue("parent", change.before) : null;
    const to = change.after ? formatValue("parent", change.after) : null;
    if (from && to) return t("movedFromTo", { from, to });
    if (to) return t("movedTo", { to });
    return from ? t("movedOutOf", { from }) : t("movedOut");
  };

  /** "maintenance" / "attachment" records: added, removed, renamed, or which one was edited. */
  const describeRecord = (kind: string, change: FieldChange, rest: FieldChange[]): string[] => {
    const before = typeof change.before === "string" ? change.before : null;
    const after = typeof change.after === "string" ? change.after : null;
    if (before === null && after !== null) return [t("recordAdded", { kind, name: after })];
    if (after === null && before !== null) return [t("recordRemoved", { kind, name: before })];
    const details = rest.map((detail) => describeValue(detail.field.slice(kind.length + 1), detail));
    const text =
      before !== after
        ? t("recordRenamed", { kind, before: before ?? "", after: after ?? "" })
        : t("recordEdited", { kind, name: after ?? "" });
    return [details.length > 0 ? t("withDetails", { text, details: details.join(", ") }) : text];
  };

  /** A check-out ("lent 2 to Robin (due back …)") or a return ("returned by Robin (condition: …)"). */
  const describeLoan = (words: LoanTranslator, change: FieldChange, rest: FieldChange[]): string => {
    const out = change.before === null;
    const borrower = String((out ? change.after : change.before) ?? "");
    const count = rest.find((detail) => detail.field === "loan.quantity")?.after;
    const text = out
      ? words("historyOut", { borrower, count: typeof count === "number" ? count : 1 })
      : words("historyBack", { borrower });
    const details = rest.flatMap((detail) => {
      const value = typeof detail.after === "string" ? detail.after : "";
      if (detail.field === "loan.dueDate" && value) return [words("historyDue", { day: f.day(value) })];
      if (detail.field === "loan.returnNote" && value) return [words("historyCondition", { note: value })];
      return [];
    });
    return details.length > 0 ? t("withDetails", { text, details: details.join(", ") }) : text;
  };

  return (item: Pick<HistoryItemOut, "type" | "changes">): string[] => {
    if (item.changes.length === 0) {
      const [subject = ""] = item.type.split(".");
      const event = EVENTS[item.type] ?? (subject === "entity" ? "entity" : "other");
      return [t("withoutChanges", { event, subject })];
    }
    const first = item.changes[0]!;
    if (first.field === "loan" && loans) return [describeLoan(loans, first, item.changes.slice(1))];
    if (first.field === "maintenance" || first.field === "attachment")
      return describeRecord(first.field, first, item.changes.slice(1));
    return item.changes.flatMap((change) => {
      if (change.field === "tags") return describeTags(change);
      if (change.field === "parent") return [describeMove(change)];
      return [describeValue(change.field, change)];
    });
  };
}

/** changeDescriber for the reader of this page. */
export function useDescribeChange() {
  const t = useTranslations("history");
  const loans = useTranslations("loans");
  const f = useFormats();
  return useMemo(() => changeDescriber(t, f, loans), [t, f, loans]);
}
