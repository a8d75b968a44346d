import type { TenantContext } from "@/lib/auth/principal";
import { db } from "@/lib/db/client";
import { Prisma } from "@/lib/generated/sqlite/client";
import type { StreamEvent } from "./sse-format";

const PAGE = 200;

/** The group's events after sequence number `after`, oldest first, at most one page. */
export async function readEventsAfter(groupId: string, after: number): Promise<StreamEvent[]> {
  const rows = await db().changeEvent.findMany({
    where: { groupId, seq: { gt: after } },
    orderBy: { seq: "asc" },
    take: PAGE,
  });
  return rows.map((row) => ({
    id: row.seq,
    type: row.type,
    groupId: row.groupId,
    entityId: row.entityId,
    at: row.at.toISOString(),
    actor: row.actorId,
  }));
}

/** The tenant's group's newest sequence number, 0 when it has none. */
export function latestEventSeq(ctx: TenantContext): Promise<number> {
  return latestSeqOfGroup(ctx.groupId);
}

/**
 * The same for a group alone: the per-group caches (tree-snapshot.ts, kept-per-filter.ts) are
 * shared by every member, so they have a group and no caller.
 */
export async function latestSeqOfGroup(groupId: string): Promise<number> {
  // Raw: every list and search asks this first, and Prisma's query builder cost more than the read.
  const [newest] = await db().$queryRaw<Array<{ seq: unknown }>>(
    Prisma.sql`SELECT MAX("seq") AS "seq" FROM "ChangeEvent" WHERE "groupId" = ${groupId}`,
  );
  return newest?.seq === null || newest?.seq === undefined ? 0 : Number(newest.seq);
}
