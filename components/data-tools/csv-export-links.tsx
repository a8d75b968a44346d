import { useTranslations } from "next-intl";
import { buttonStyles } from "@/components/ui/button-styles";
import { apiUrl } from "@/lib/api-client/api-request";

/** Plain download links: the browser streams the files, nothing is held in the page. */
export function CsvExportLinks() {
  const t = useTranslations("dataTools.export");
  return (
    <div className="space-y-3">
      <p className="text-sm text-stone-600 dark:text-stone-400">{t("intro")}</p>
      <div className="flex flex-wrap gap-3">
        <a href={apiUrl("/entities/export")} download className={buttonStyles.secondary}>
          {t("allItems")}
        </a>
        <a href={apiUrl("/reporting/bill-of-materials")} download className={buttonStyles.secondary}>
          {t("valueList")}
        </a>
      </div>
    </div>
  );
}
