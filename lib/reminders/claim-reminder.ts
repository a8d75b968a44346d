import { db } from "@/lib/db/client";
import { isUniqueViolation } from "@/lib/db/errors";
import type { DueReminder } from "./find-due-reminders";

/**
 * Takes the reminder for this server: inserts its row, whose unique (kind, record, due date) key
 * lets exactly one insert succeed across every server and restart. Returns the row id, or null when
 * the reminder was claimed before (sent, failed or being sent elsewhere).
 */
export async function claimReminder(reminder: DueReminder): Promise<string | null> {
  try {
    const row = await db().sentReminder.create({
      data: {
        groupId: reminder.groupId,
        kind: reminder.kind,
        recordId: reminder.recordId,
        dueDate: reminder.dueDate,
      },
      select: { id: true },
    });
    return row.id;
  } catch (error) {
    if (isUniqueViolation(error)) return null;
    throw error;
  }
}
