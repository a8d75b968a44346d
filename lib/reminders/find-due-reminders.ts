import { db } from "@/lib/db/client";
import { findDueLoanReminders } from "@/lib/loans/due-loan-reminders";
import { startOfUtcDay } from "@/lib/statistics/date-range";

const DAY_MS = 24 * 60 * 60 * 1000;

export type DueReminder = {
  kind: "maintenance" | "warranty" | "loan-due-soon" | "loan-due";
  groupId: string;
  recordId: string;
  dueDate: Date;
  /**
   * What the message names: the maintenance and its item, the item whose warranty ends, or a loan's
   * borrower and item.
   */
  name: string;
  itemName: string;
  /** Maintenance scheduled before today. */
  overdue: boolean;
};

/** Only groups that have somewhere to send a reminder to: one claimed without a notifier would be lost. */
const groupWithActiveNotifier = { notifiers: { some: { isActive: true } } };

/**
 * What is due on `now`'s UTC day: maintenance scheduled for today or earlier and not completed, and
 * warranties of items (not archived, not sold, not lifetime) ending between today and `warrantyDays`
 * days from now, and loans due back (lib/loans/due-loan-reminders.ts). Only in groups with an active
 * notifier.
 */
export async function findDueReminders(now: Date, warrantyDays: number): Promise<DueReminder[]> {
  const today = startOfUtcDay(now);
  const tomorrow = new Date(today.getTime() + DAY_MS);
  const [maintenance, warranties, loans] = await Promise.all([
    db().maintenanceEntry.findMany({
      where: { completedDate: null, scheduledDate: { lt: tomorrow }, group: groupWithActiveNotifier },
      select: {
        id: true,
        groupId: true,
        name: true,
        scheduledDate: true,
        entity: { select: { name: true } },
      },
      orderBy: [{ scheduledDate: "asc" }, { id: "asc" }],
    }),
    db().entity.findMany({
      where: {
        archived: false,
        soldDate: null,
        lifetimeWarranty: false,
        warrantyExpires: { gte: today, lt: new Date(tomorrow.getTime() + warrantyDays * DAY_MS) },
        group: groupWithActiveNotifier,
        OR: [{ entityTypeId: null }, { entityType: { isLocation: false } }],
      },
      select: { id: true, groupId: true, name: true, warrantyExpires: true },
      orderBy: [{ warrantyExpires: "asc" }, { id: "asc" }],
    }),
    findDueLoanReminders(now),
  ]);
  return [
    ...maintenance.map((entry) => ({
      kind: "maintenance" as const,
      groupId: entry.groupId,
      recordId: entry.id,
      dueDate: entry.scheduledDate!,
      name: entry.name,
      itemName: entry.entity.name,
      overdue: entry.scheduledDate! < today,
    })),
    ...warranties.map((item) => ({
      kind: "warranty" as const,
      groupId: item.groupId,
      recordId: item.id,
      dueDate: item.warrantyExpires!,
      name: item.name,
      itemName: item.name,
      overdue: false,
    })),
    ...loans,
  ];
}
