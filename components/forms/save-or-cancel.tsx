import { useTranslations } from "next-intl";
import { buttonStyles } from "@/components/ui/button-styles";

type SaveOrCancelProps = { submitLabel: string; pending?: boolean; onCancel?: () => void };

/** A form's submit button ("Saving…" while it runs) and, when the form can be closed, Cancel. */
export function SaveOrCancel({ submitLabel, pending, onCancel }: SaveOrCancelProps) {
  const t = useTranslations("common");
  return (
    <div className="flex gap-2">
      <button type="submit" className={buttonStyles.primary} disabled={pending}>
        {pending ? t("saving") : submitLabel}
      </button>
      {onCancel && (
        <button type="button" className={buttonStyles.secondary} onClick={onCancel}>
          {t("cancel")}
        </button>
      )}
    </div>
  );
}
