import { db } from "@/lib/db/client";
import { startOfUtcDay } from "@/lib/statistics/date-range";

const DAY_MS = 24 * 60 * 60 * 1000;

export type DueLoanReminder = {
  kind: "loan-due-soon" | "loan-due";
  groupId: string;
  recordId: string;
  dueDate: Date;
  /** The borrower. */
  name: string;
  itemName: string;
  overdue: boolean;
};

/**
 * Open loans to remind of on `now`'s UTC day: due tomorrow ("loan-due-soon", the day before) and
 * due today or earlier ("loan-due": on the day, or once when that day was missed). The claim key
 * (kind, loan, due date) makes each go out once. Only groups with an active notifier.
 */
export async function findDueLoanReminders(now: Date): Promise<DueLoanReminder[]> {
  const today = startOfUtcDay(now);
  const tomorrow = new Date(today.getTime() + DAY_MS);
  const dayAfter = new Date(tomorrow.getTime() + DAY_MS);
  const loans = await db().loan.findMany({
    where: {
      returnedAt: null,
      dueDate: { lt: dayAfter },
      group: { notifiers: { some: { isActive: true } } },
    },
    select: {
      id: true,
      groupId: true,
      dueDate: true,
      borrowerName: true,
      entity: { select: { name: true } },
    },
    orderBy: [{ dueDate: "asc" }, { id: "asc" }],
  });
  return loans.map((loan) => ({
    kind: loan.dueDate! < tomorrow ? ("loan-due" as const) : ("loan-due-soon" as const),
    groupId: loan.groupId,
    recordId: loan.id,
    dueDate: loan.dueDate!,
    name: loan.borrowerName,
    itemName: loan.entity.name,
    overdue: loan.dueDate! < today,
  }));
}
