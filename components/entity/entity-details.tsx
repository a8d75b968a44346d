import type { EntityFieldOut, EntityOut } from "@/lib/schemas/entities";
import { DetailSection, type DetailRow } from "./detail-section";
import { formatDay, formatPrice, yesNo } from "./format";

/** Only the rows that have something to say. */
function rows(candidates: Array<[string, string | false | undefined]>): DetailRow[] {
  return candidates.flatMap(([label, value]) => (value ? [{ label, value }] : []));
}

function fieldValue(field: EntityFieldOut): string {
  if (field.type === "boolean") return yesNo(field.booleanValue);
  if (field.type === "number") return field.numberValue.toLocaleString("en");
  if (field.type === "time") return formatDay(field.textValue) || "—";
  return field.textValue || "—";
}

/**
 * The entity's stored values in the editor's groups. Details always show (quantity at least);
 * purchase, warranty and sold only when one of their values is set.
 */
export function EntityDetails({ entity }: { entity: EntityOut }) {
  const details = rows([
    ["Description", entity.description],
    ["Notes", entity.notes],
    ["Manufacturer", entity.manufacturer],
    ["Model number", entity.modelNumber],
    ["Serial number", entity.serialNumber],
    // A location is not counted; how much it holds is in its totals.
    ["Quantity", !entity.entityType?.isLocation && entity.quantity.toLocaleString("en")],
    ["Insured", yesNo(entity.insured)],
    ["Archived", entity.archived && "Yes"],
  ]);
  const purchase = rows([
    ["Purchase date", formatDay(entity.purchaseDate)],
    ["Purchased from", entity.purchaseFrom],
    ["Purchase price", entity.purchasePrice > 0 && formatPrice(entity.purchasePrice)],
  ]);
  const warranty = rows([
    ["Lifetime warranty", entity.lifetimeWarranty && "Yes"],
    ["Warranty expires", formatDay(entity.warrantyExpires)],
    ["Warranty details", entity.warrantyDetails],
  ]);
  const sold = rows([
    ["Sold on", formatDay(entity.soldDate)],
    ["Sold to", entity.soldTo],
    ["Sold price", entity.soldPrice > 0 && formatPrice(entity.soldPrice)],
    ["Sold notes", entity.soldNotes],
  ]);
  const custom = entity.fields.map((field) => ({ label: field.name, value: fieldValue(field) }));
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <DetailSection title="Details" rows={details} />
      {custom.length > 0 && <DetailSection title="Custom fields" rows={custom} />}
      {purchase.length > 0 && <DetailSection title="Purchase" rows={purchase} />}
      {warranty.length > 0 && <DetailSection title="Warranty" rows={warranty} />}
      {sold.length > 0 && <DetailSection title="Sold" rows={sold} />}
    </div>
  );
}
