import type { MaintenanceEntryWithDetailsOut } from "@/lib/schemas/maintenance";

/** The group's maintenance as the maintenance page shows it. */
export type MaintenanceBoard = {
  /** Scheduled before today and not done: oldest first. */
  overdue: MaintenanceEntryWithDetailsOut[];
  /** Scheduled today or later (or undated) and not done: soonest first. */
  due: MaintenanceEntryWithDetailsOut[];
  /** Done: most recent first. */
  done: MaintenanceEntryWithDetailsOut[];
};

const day = (value: string) => value.slice(0, 10);

/**
 * Sorts entries (as `GET /v1/maintenance?status=both` lists them) into overdue, due and done as of
 * `today` (YYYY-MM-DD). Dates are calendar days, compared as text.
 */
export function maintenanceBoard(entries: MaintenanceEntryWithDetailsOut[], today: string): MaintenanceBoard {
  const board: MaintenanceBoard = { overdue: [], due: [], done: [] };
  for (const entry of entries) {
    if (entry.completedDate) board.done.push(entry);
    else if (entry.scheduledDate && day(entry.scheduledDate) < today) board.overdue.push(entry);
    else board.due.push(entry);
  }
  const bySchedule = (a: MaintenanceEntryWithDetailsOut, b: MaintenanceEntryWithDetailsOut) =>
    (day(a.scheduledDate) || "9999").localeCompare(day(b.scheduledDate) || "9999");
  board.overdue.sort(bySchedule);
  board.due.sort(bySchedule);
  board.done.sort((a, b) => day(b.completedDate).localeCompare(day(a.completedDate)));
  return board;
}
