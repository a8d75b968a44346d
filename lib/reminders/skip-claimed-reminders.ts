import { db } from "@/lib/db/client";
import type { DueReminder } from "./find-due-reminders";

const CHUNK = 500;
const keyOf = (kind: string, recordId: string, dueDate: Date) =>
  `${kind}|${recordId}|${dueDate.toISOString()}`;

/**
 * The reminders not claimed yet, read in one query per 500, so a tick does not try (and fail) to
 * insert a claim for every long-overdue entry again. A claim made meanwhile is still caught by the
 * unique key when inserting.
 */
export async function skipClaimedReminders(due: DueReminder[]): Promise<DueReminder[]> {
  const claimed = new Set<string>();
  for (let start = 0; start < due.length; start += CHUNK) {
    const chunk = due.slice(start, start + CHUNK);
    const rows = await db().sentReminder.findMany({
      where: { recordId: { in: [...new Set(chunk.map((reminder) => reminder.recordId))] } },
      select: { kind: true, recordId: true, dueDate: true },
    });
    for (const row of rows) claimed.add(keyOf(row.kind, row.recordId, row.dueDate));
  }
  return due.filter((reminder) => !claimed.has(keyOf(reminder.kind, reminder.recordId, reminder.dueDate)));
}
