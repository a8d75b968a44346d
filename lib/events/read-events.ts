import type { TenantContext } from "@/lib/auth/principal";
import { db } from "@/lib/db/client";
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
  const newest = await db().changeEvent.findFirst({
    where: { groupId },
    orderBy: { seq: "desc" },
    select: { seq: true },
  });
  return newest?.seq ?? 0;
}
