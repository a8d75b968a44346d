import type { WebhookDeliveryOut } from "@/lib/schemas/webhooks";

export type DeliveryRow = {
  id: string;
  webhookId: string;
  eventSeq: number | null;
  eventType: string;
  payload: string;
  status: string;
  attempts: number;
  nextAttemptAt: Date;
  lastStatus: number | null;
  lastError: string | null;
  responseMs: number | null;
  createdAt: Date;
  deliveredAt: Date | null;
};

const STATUSES = ["pending", "delivered", "failed"] as const;

/** The `id` field of the body sent (the event's sequence number; a test event's own id). */
function eventIdOf(row: DeliveryRow): string {
  if (row.eventSeq !== null) return String(row.eventSeq);
  try {
    const body = JSON.parse(row.payload) as { id?: unknown };
    return typeof body.id === "string" ? body.id : "";
  } catch {
    return "";
  }
}

/** The API shape of a delivery log row. */
export function toDeliveryOut(row: DeliveryRow): WebhookDeliveryOut {
  const status = STATUSES.find((known) => known === row.status) ?? "failed";
  return {
    id: row.id,
    webhookId: row.webhookId,
    eventId: eventIdOf(row),
    eventType: row.eventType,
    status,
    attempts: row.attempts,
    nextAttemptAt: status === "pending" ? row.nextAttemptAt.toISOString() : null,
    lastStatus: row.lastStatus,
    lastError: row.lastError,
    responseMs: row.responseMs,
    createdAt: row.createdAt.toISOString(),
    deliveredAt: row.deliveredAt?.toISOString() ?? null,
  };
}
