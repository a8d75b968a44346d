import { Prisma } from "@/lib/generated/sqlite/client";
import type { LoanFilter } from "@/lib/schemas/loans";
import { startOfUtcDay } from "@/lib/statistics/date-range";

/** The list's condition on "e" (search-entities.ts), through the (entityId, returnedAt) index. */
export function loanCondition(groupId: string, filter: LoanFilter, now = new Date()): Prisma.Sql {
  const overdue =
    filter === "overdue" ? Prisma.sql` AND "l"."dueDate" < ${startOfUtcDay(now)}` : Prisma.empty;
  return Prisma.sql`EXISTS (SELECT 1 FROM "Loan" AS "l" WHERE "l"."entityId" = "e"."id"
    AND "l"."groupId" = ${groupId} AND "l"."returnedAt" IS NULL${overdue})`;
}
