import { db } from "@/lib/db/client";
import { isUniqueViolation } from "@/lib/db/errors";
import type { DueReminder } from "./find-due-reminders";

const keyOf = (reminder: DueReminder) =>
  `${reminder.kind}|${reminder.recordId}|${reminder.dueDate.toISOString()}`;

/**
 * Takes one group's due reminders for this server, all or none: their rows go in one transaction,
 * and the unique (kind, record, due date) key lets exactly one server's insert of each succeed. When
 * another server claims any of them at the same time, this transaction rolls back whole, so the group
 * gets its reminders in one message from that server rather than split between two; whatever the
 * other server did not take is claimed on a later tick. Inserted in one fixed order, so two servers
 * on PostgreSQL wait for each other instead of deadlocking. Returns the row ids, or null.
 */
export async function claimGroupReminders(
  groupId: string,
  reminders: DueReminder[],
): Promise<string[] | null> {
  const ordered = [...reminders].sort((a, b) => (keyOf(a) < keyOf(b) ? -1 : keyOf(a) > keyOf(b) ? 1 : 0));
  try {
    return await db().$transaction(async (tx) => {
      const ids: string[] = [];
      for (const reminder of ordered) {
        const row = await tx.sentReminder.create({
          data: { groupId, kind: reminder.kind, recordId: reminder.recordId, dueDate: reminder.dueDate },
          select: { id: true },
        });
        ids.push(row.id);
      }
      return ids;
    });
  } catch (error) {
    if (isUniqueViolation(error)) return null;
    throw error;
  }
}
