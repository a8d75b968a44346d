"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { EntityPicker, type PickedEntity } from "@/components/pickers/entity-picker";
import { buttonStyles } from "@/components/ui/button-styles";
import { SelectField } from "@/components/ui/select-field";
import { apiUrl } from "@/lib/api-client/api-request";
import { MAX_LINKED_LABELS, useLocationContents } from "./use-location-contents";

const TEMPLATES = ["avery-l7651", "avery-5160", "roll-62mm"] as const;

/** Pick a location, then open a PDF of labels for everything in it on the chosen label stock. */
export function LabelSheetPrinter() {
  const t = useTranslations("dataTools.labels");
  const tc = useTranslations("common");
  const templateNames: Record<(typeof TEMPLATES)[number], string> = {
    "avery-l7651": t("templateAveryL7651"),
    "avery-5160": t("templateAvery5160"),
    "roll-62mm": t("templateRoll62"),
  };
  const [location, setLocation] = useState<PickedEntity | null>(null);
  const [template, setTemplate] = useState<string>(TEMPLATES[0]);
  const [skip, setSkip] = useState(0);
  const contents = useLocationContents(location?.id ?? null);
  const ids = contents.data?.ids ?? [];
  const sheetUrl =
    ids.length > 0
      ? apiUrl("/labelmaker/sheet", { ids: ids.join(","), template, skip: skip || undefined })
      : null;

  return (
    <div className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <EntityPicker label={tc("location")} kind="location" value={location} onChange={setLocation} />
        <SelectField
          label={t("stock")}
          value={template}
          onChange={(event) => setTemplate(event.target.value)}
        >
          {TEMPLATES.map((id) => (
            <option key={id} value={id}>
              {templateNames[id]}
            </option>
          ))}
        </SelectField>
      </div>
      <label className="block max-w-xs text-sm font-medium text-stone-800 dark:text-stone-200">
        {t("skip")}
        <input
          type="number"
          min={0}
          value={skip}
          onChange={(event) => setSkip(Math.max(0, Math.floor(Number(event.target.value) || 0)))}
          className="mt-1.5 block w-full rounded-lg border border-stone-300 bg-white px-3 py-2 text-base text-stone-900 sm:text-sm dark:border-stone-700 dark:bg-stone-900 dark:text-stone-100"
        />
      </label>
      <p aria-live="polite" className="text-sm text-stone-600 dark:text-stone-400">
        {!location
          ? t("chooseLocation")
          : contents.isPending
            ? t("counting")
            : contents.isError
              ? contents.error.message
              : ids.length === 0
                ? t("empty", { name: location.name })
                : contents.data && contents.data.total > ids.length
                  ? t("tooMany", { name: location.name, total: contents.data.total, max: MAX_LINKED_LABELS })
                  : t("count", { count: ids.length, name: location.name })}
      </p>
      {sheetUrl ? (
        <a href={sheetUrl} target="_blank" rel="noopener" className={buttonStyles.primary}>
          {t("print")}
        </a>
      ) : (
        <button type="button" className={buttonStyles.primary} disabled>
          {t("print")}
        </button>
      )}
    </div>
  );
}
