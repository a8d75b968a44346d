import { buttonStyles } from "@/components/ui/button-styles";
import { apiUrl } from "@/lib/api-client/api-request";

/** Plain download links: the browser streams the files, nothing is held in the page. */
export function CsvExportLinks() {
  return (
    <div className="flex flex-wrap gap-3">
      <a href={apiUrl("/entities/export")} download className={buttonStyles.secondary}>
        Export items as CSV
      </a>
      <a href={apiUrl("/reporting/bill-of-materials")} download className={buttonStyles.secondary}>
        Bill of materials (CSV)
      </a>
    </div>
  );
}
