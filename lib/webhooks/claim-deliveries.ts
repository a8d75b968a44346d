import { randomUUID } from "node:crypto";
import { db } from "@/lib/db/client";

/** How long a server holds a claimed delivery: well beyond the send timeout. */
export const LEASE_MS = 60_000;

export type ClaimedDelivery = {
  id: string;
  leaseId: string;
  attempts: number;
  eventType: string;
  payload: string;
  groupId: string;
  webhook: { id: string; url: string; secret: string };
};

/** The claim condition: pending, due, and not held by a server (or its hold ran out). */
const claimable = (now: Date) => ({
  status: "pending",
  nextAttemptAt: { lte: now },
  OR: [{ leaseUntil: null }, { leaseUntil: { lt: now } }],
});

/** Rotates which group is offered slots first, so groups beyond the free slots get their turn. */
let rotation = 0;

/**
 * Claims up to `slots` due deliveries of active webhooks for this server, fairly between groups: a
 * group gets a delivery only while fewer than `perGroup` of its deliveries are held (by any server,
 * as the leases in the database say), and the groups are served in turn. So one group's slow or
 * numerous endpoints cannot take every sender while another group's events wait. Each delivery is
 * taken with a conditional update (only if still claimable), so among servers polling the same
 * database exactly one gets it. A server that dies while sending loses its lease after LEASE_MS
 * and the delivery is tried again.
 */
export async function claimDueDeliveries(
  options: { slots: number; perGroup: number },
  now = new Date(),
): Promise<ClaimedDelivery[]> {
  if (options.slots <= 0) return [];
  const [waiting, held] = await Promise.all([
    db().webhook.findMany({
      where: { active: true, deliveries: { some: claimable(now) } },
      select: { groupId: true },
      orderBy: { groupId: "asc" },
      distinct: ["groupId"],
    }),
    db().webhookDelivery.findMany({
      where: { status: "pending", leaseUntil: { gte: now } },
      select: { webhook: { select: { groupId: true } } },
    }),
  ]);
  const inFlight = new Map<string, number>();
  for (const { webhook } of held) inFlight.set(webhook.groupId, (inFlight.get(webhook.groupId) ?? 0) + 1);
  const groups = waiting.map((row) => row.groupId);
  const start = groups.length > 0 ? rotation++ % groups.length : 0;
  const ordered = [...groups.slice(start), ...groups.slice(0, start)];

  const claimed: ClaimedDelivery[] = [];
  for (const groupId of ordered) {
    const room = Math.min(options.perGroup - (inFlight.get(groupId) ?? 0), options.slots - claimed.length);
    if (room <= 0) continue;
    const candidates = await db().webhookDelivery.findMany({
      where: { ...claimable(now), webhook: { groupId, active: true } },
      orderBy: [{ nextAttemptAt: "asc" }, { id: "asc" }],
      take: room,
      select: { id: true },
    });
    for (const candidate of candidates) {
      const delivery = await claimOne(candidate.id, groupId, now);
      if (delivery) claimed.push(delivery);
    }
    if (claimed.length >= options.slots) break;
  }
  return claimed;
}

async function claimOne(id: string, groupId: string, now: Date): Promise<ClaimedDelivery | null> {
  const leaseId = randomUUID();
  const { count } = await db().webhookDelivery.updateMany({
    where: { id, ...claimable(now) },
    data: { leaseId, leaseUntil: new Date(now.getTime() + LEASE_MS) },
  });
  if (count !== 1) return null;
  // Read after the claim: another server may have made an attempt since the list was read.
  const row = await db().webhookDelivery.findFirst({
    where: { id, leaseId },
    select: {
      id: true,
      attempts: true,
      eventType: true,
      payload: true,
      webhook: { select: { id: true, url: true, secret: true } },
    },
  });
  return row ? { ...row, leaseId, groupId } : null;
}
