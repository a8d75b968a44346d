import { formatDay, formatPrice } from "@/components/entity/format";
import type { FieldChange, HistoryItemOut, HistoryValue } from "@/lib/schemas/history";

/** Labels of the entity's fields as the page shows them. */
const LABELS: Record<string, string> = {
  name: "Name",
  description: "Description",
  quantity: "Quantity",
  archived: "Archived",
  insured: "Insured",
  serialNumber: "Serial number",
  modelNumber: "Model number",
  manufacturer: "Manufacturer",
  notes: "Notes",
  lifetimeWarranty: "Lifetime warranty",
  warrantyExpires: "Warranty expires",
  warrantyDetails: "Warranty details",
  purchaseDate: "Purchase date",
  purchaseFrom: "Purchased from",
  purchasePrice: "Purchase price",
  soldDate: "Sold on",
  soldTo: "Sold to",
  soldPrice: "Sold price",
  soldNotes: "Sold notes",
  syncChildEntityLocations: "Sync child locations",
  assetId: "Asset ID",
  entityType: "Type",
  cost: "Cost",
  scheduledDate: "Scheduled date",
  completedDate: "Completed date",
  type: "Type",
  primary: "Primary photo",
};

const DATES = new Set(["warrantyExpires", "purchaseDate", "soldDate", "scheduledDate", "completedDate"]);
const MONEY = new Set(["purchasePrice", "soldPrice", "cost"]);

function labelOf(key: string): string {
  if (key.startsWith("fields.")) return key.slice("fields.".length);
  return LABELS[key] ?? key;
}

function isEmpty(value: HistoryValue): boolean {
  return value === null || value === "" || (Array.isArray(value) && value.length === 0);
}

/** One value for reading: text quoted, flags Yes/No, days and money formatted, references by name. */
export function formatValue(key: string, value: HistoryValue): string {
  if (value === null) return "nothing";
  if (typeof value === "boolean") return value ? "Yes" : "No";
  if (typeof value === "number") return MONEY.has(key) ? formatPrice(value) : String(value);
  if (Array.isArray(value)) return value.map((ref) => ref.name).join(", ");
  if (typeof value === "object") return value.name;
  if (DATES.has(key)) return formatDay(value);
  return `“${value}”`;
}

/** "changed Quantity from 1 to 3", "set Manufacturer to “Bosch”", "cleared Notes". */
function describeValue(key: string, change: FieldChange): string {
  const label = labelOf(key);
  if (isEmpty(change.before)) return `set ${label} to ${formatValue(key, change.after)}`;
  if (isEmpty(change.after)) return `cleared ${label} (was ${formatValue(key, change.before)})`;
  return `changed ${label} from ${formatValue(key, change.before)} to ${formatValue(key, change.after)}`;
}

function refsOf(value: HistoryValue): { id: string; name: string }[] {
  return Array.isArray(value) ? value : [];
}

function describeTags(change: FieldChange): string[] {
  const before = refsOf(change.before);
  const after = refsOf(change.after);
  const had = new Set(before.map((tag) => tag.id));
  const has = new Set(after.map((tag) => tag.id));
  return [
    ...after.filter((tag) => !had.has(tag.id)).map((tag) => `added tag ${tag.name}`),
    ...before.filter((tag) => !has.has(tag.id)).map((tag) => `removed tag ${tag.name}`),
  ];
}

function describeMove(change: FieldChange): string {
  const from = change.before ? formatValue("parent", change.before) : null;
  const to = change.after ? formatValue("parent", change.after) : null;
  if (from && to) return `moved it from ${from} to ${to}`;
  if (to) return `moved it to ${to}`;
  return `moved it out of ${from ?? "its location"}`;
}

/** "maintenance" / "attachment" records: added, removed, renamed, or which one was edited. */
function describeRecord(kind: string, change: FieldChange, rest: FieldChange[]): string[] {
  const noun = kind === "attachment" ? "attachment" : "maintenance";
  const before = typeof change.before === "string" ? change.before : null;
  const after = typeof change.after === "string" ? change.after : null;
  if (before === null && after !== null) return [`added ${noun} “${after}”`];
  if (after === null && before !== null) return [`removed ${noun} “${before}”`];
  const details = rest.map((detail) => describeValue(detail.field.slice(kind.length + 1), detail));
  const suffix = details.length > 0 ? ` (${details.join(", ")})` : "";
  if (before !== after) return [`renamed ${noun} “${before}” to “${after}”${suffix}`];
  return [`edited ${noun} “${after}”${suffix}`];
}

const WITHOUT_CHANGES: Record<string, string> = {
  "entity.created": "created it",
  "entity.deleted": "deleted it",
  "entity.restored": "restored it",
  "maintenance.created": "added maintenance",
  "maintenance.deleted": "removed maintenance",
  "attachment.created": "added an attachment",
  "attachment.deleted": "removed an attachment",
};

/** What one history item says after the actor's name, as short phrases. */
export function describeItem(item: Pick<HistoryItemOut, "type" | "changes">): string[] {
  if (item.changes.length === 0) {
    const [subject] = item.type.split(".");
    return [WITHOUT_CHANGES[item.type] ?? (subject === "entity" ? "edited it" : `changed ${subject}`)];
  }
  const first = item.changes[0]!;
  if (first.field === "maintenance" || first.field === "attachment")
    return describeRecord(first.field, first, item.changes.slice(1));
  return item.changes.flatMap((change) => {
    if (change.field === "tags") return describeTags(change);
    if (change.field === "parent") return [describeMove(change)];
    return [describeValue(change.field, change)];
  });
}
