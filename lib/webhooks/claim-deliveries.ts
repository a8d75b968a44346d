import { randomUUID } from "node:crypto";
import { db } from "@/lib/db/client";

/** How long a server holds a claimed delivery: well beyond the send timeout. */
export const LEASE_MS = 60_000;
const BATCH = 20;

export type ClaimedDelivery = {
  id: string;
  leaseId: string;
  attempts: number;
  eventType: string;
  payload: string;
  webhook: { id: string; url: string; secret: string };
};

/** The claim condition: pending, due, and not held by a server (or its hold ran out). */
const claimable = (now: Date) => ({
  status: "pending",
  nextAttemptAt: { lte: now },
  OR: [{ leaseUntil: null }, { leaseUntil: { lt: now } }],
});

/**
 * Claims up to 20 due deliveries of active webhooks for this server: each is taken with a
 * conditional update (only if still claimable), so among servers polling the same database exactly
 * one gets it. A server that dies while sending loses its lease after LEASE_MS and the delivery is
 * tried again.
 */
export async function claimDueDeliveries(now = new Date()): Promise<ClaimedDelivery[]> {
  const candidates = await db().webhookDelivery.findMany({
    where: { ...claimable(now), webhook: { active: true } },
    orderBy: [{ nextAttemptAt: "asc" }, { id: "asc" }],
    take: BATCH,
    select: { id: true },
  });
  const claimed: ClaimedDelivery[] = [];
  for (const candidate of candidates) {
    const leaseId = randomUUID();
    const { count } = await db().webhookDelivery.updateMany({
      where: { id: candidate.id, ...claimable(now) },
      data: { leaseId, leaseUntil: new Date(now.getTime() + LEASE_MS) },
    });
    if (count !== 1) continue;
    // Read after the claim: another server may have made an attempt since the list was read.
    const row = await db().webhookDelivery.findFirst({
      where: { id: candidate.id, leaseId },
      select: {
        id: true,
        attempts: true,
        eventType: true,
        payload: true,
        webhook: { select: { id: true, url: true, secret: true } },
      },
    });
    if (row) claimed.push({ ...row, leaseId });
  }
  return claimed;
}
