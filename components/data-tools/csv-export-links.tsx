import { buttonStyles } from "@/components/ui/button-styles";
import { apiUrl } from "@/lib/api-client/api-request";

/** Plain download links: the browser streams the files, nothing is held in the page. */
export function CsvExportLinks() {
  return (
    <div className="space-y-3">
      <p className="text-sm text-stone-600 dark:text-stone-400">
        CSV files open in any spreadsheet. “All items” has one row per item with everything about it, ready to
        import again; “Value list” has the items not archived with quantity, price and quantity × price, for
        insurance or a move.
      </p>
      <div className="flex flex-wrap gap-3">
        <a href={apiUrl("/entities/export")} download className={buttonStyles.secondary}>
          All items (CSV)
        </a>
        <a href={apiUrl("/reporting/bill-of-materials")} download className={buttonStyles.secondary}>
          Value list (CSV)
        </a>
      </div>
    </div>
  );
}
