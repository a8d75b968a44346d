import { getTranslations } from "next-intl/server";
import type { Formats } from "@/lib/i18n/format";
import { getFormats } from "@/lib/i18n/request-locale";
import type { EntityFieldOut, EntityOut } from "@/lib/schemas/entities";
import { DetailSection, type DetailRow } from "./detail-section";

/** Only the rows that have something to say. */
function rows(candidates: Array<[string, string | false | undefined]>): DetailRow[] {
  return candidates.flatMap(([label, value]) => (value ? [{ label, value }] : []));
}

/** A stored calendar day as the reader writes dates; no day, no row. */
function day(f: Formats, value: string): string {
  return value ? f.day(value) : "";
}

/**
 * The entity's stored values in the editor's groups. Details always show (quantity at least);
 * purchase, warranty and sold only when one of their values is set. Amounts are in the group's
 * currency.
 */
export async function EntityDetails({ entity, currency }: { entity: EntityOut; currency: string }) {
  const t = await getTranslations("entity");
  const common = await getTranslations("common");
  const f = await getFormats(currency);
  const yesNo = (value: boolean) => (value ? common("yes") : common("no"));
  const fieldValue = (field: EntityFieldOut): string => {
    if (field.type === "boolean") return yesNo(field.booleanValue);
    if (field.type === "number") return f.count(field.numberValue);
    // A time field holds a calendar day; anything else typed into it shows as it was typed.
    if (field.type === "time" && field.textValue) {
      const shown = f.day(field.textValue);
      return shown === "—" ? field.textValue : shown;
    }
    return field.textValue || "—";
  };
  const details = rows([
    [common("description"), entity.description],
    [common("notes"), entity.notes],
    [t("fields.manufacturer"), entity.manufacturer],
    [t("fields.modelNumber"), entity.modelNumber],
    [t("fields.serialNumber"), entity.serialNumber],
    // A location is not counted; how much it holds is in its totals.
    [common("quantity"), !entity.entityType?.isLocation && f.count(entity.quantity)],
    [t("fields.insured"), yesNo(entity.insured)],
    [t("fields.archived"), entity.archived && common("yes")],
  ]);
  const purchase = rows([
    [t("fields.purchaseDate"), day(f, entity.purchaseDate)],
    [t("fields.purchasedFrom"), entity.purchaseFrom],
    [t("fields.purchasePrice"), entity.purchasePrice > 0 && f.money(entity.purchasePrice)],
  ]);
  const warranty = rows([
    [t("fields.lifetimeWarranty"), entity.lifetimeWarranty && common("yes")],
    [t("fields.warrantyExpires"), day(f, entity.warrantyExpires)],
    [t("fields.warrantyDetails"), entity.warrantyDetails],
  ]);
  const sold = rows([
    [t("fields.soldOn"), day(f, entity.soldDate)],
    [t("fields.soldTo"), entity.soldTo],
    [t("fields.soldPrice"), entity.soldPrice > 0 && f.money(entity.soldPrice)],
    [t("fields.soldNotes"), entity.soldNotes],
  ]);
  const custom = entity.fields.map((field) => ({ label: field.name, value: fieldValue(field) }));
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <DetailSection id="section-details" title={t("sections.details")} rows={details} />
      {custom.length > 0 && (
        <DetailSection id="section-custom-fields" title={t("sections.customFields")} rows={custom} />
      )}
      {purchase.length > 0 && (
        <DetailSection id="section-purchase" title={t("sections.purchase")} rows={purchase} />
      )}
      {warranty.length > 0 && (
        <DetailSection id="section-warranty" title={t("sections.warranty")} rows={warranty} />
      )}
      {sold.length > 0 && <DetailSection id="section-sold" title={t("sections.sold")} rows={sold} />}
    </div>
  );
}
