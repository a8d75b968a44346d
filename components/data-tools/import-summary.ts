import type { CsvImportReport } from "@/lib/schemas/data-exchange";

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** "2 items created, 1 updated, 1 row skipped (3 new locations)", in the words the import page uses. */
export function importSummary(report: CsvImportReport): string {
  const parts = [
    `${count(report.created, "item", "items")} created`,
    `${report.updated} updated`,
    `${count(report.skipped, "row", "rows")} skipped`,
  ];
  const locations =
    report.locationsCreated > 0
      ? ` (${count(report.locationsCreated, "new location", "new locations")})`
      : "";
  return `${parts.join(", ")}${locations}`;
}
