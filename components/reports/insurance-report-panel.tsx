"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { EntityPicker, type PickedEntity } from "@/components/pickers/entity-picker";
import { useTags } from "@/components/tags/use-tags";
import { buttonStyles } from "@/components/ui/button-styles";
import { SelectField } from "@/components/ui/select-field";
import { insuranceReportUrl } from "./report-links";

/** Settings › Data: the insurance report of the whole inventory, or of a chosen location or tag. */
export function InsuranceReportPanel() {
  const t = useTranslations("report");
  const tags = useTags();
  const [location, setLocation] = useState<PickedEntity | null>(null);
  const [tag, setTag] = useState("");
  return (
    <div className="space-y-4">
      <p className="text-sm text-stone-600 dark:text-stone-400">{t("panelHelp")}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        <EntityPicker
          label={t("location")}
          kind="location"
          value={location}
          onChange={setLocation}
          placeholder={t("anyLocation")}
        />
        <SelectField label={t("tag")} value={tag} onChange={(event) => setTag(event.target.value)}>
          <option value="">{t("anyTag")}</option>
          {(tags.data ?? []).map((option) => (
            <option key={option.id} value={option.id}>
              {option.name}
            </option>
          ))}
        </SelectField>
      </div>
      <a
        href={insuranceReportUrl({ location: location?.id, tag: tag || undefined })}
        download="insurance-report.pdf"
        className={buttonStyles.primary}
      >
        {t("download")}
      </a>
    </div>
  );
}
