import type { DisplayPreferences } from "@/lib/i18n/preferences";
import { translatorFor } from "@/lib/i18n/translator";
import type { LowStockAlert } from "./low-stock-marker";

/** An item's fall below its minimum as one notification, in the notifier owner's language. */
export function lowStockMessage(alert: LowStockAlert, display: DisplayPreferences) {
  const locale = display.locale ?? null;
  const t = translatorFor(locale, "stock");
  const unit = alert.unit.trim();
  return {
    title: t("notification.title", { item: alert.name }),
    body: t("notification.body", {
      item: alert.name,
      have: alert.quantity,
      minimum: alert.minQuantity,
      unit: unit === "" ? "none" : unit,
    }),
  };
}
