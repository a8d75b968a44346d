/** The JSON body of a delivery: the change event as the event stream sends it, with a string id. */
export type WebhookPayload = {
  id: string;
  type: string;
  groupId: string;
  entityId: string | null;
  at: string;
  actor: string | null;
};

type EventRow = {
  seq: number;
  type: string;
  groupId: string;
  entityId: string | null;
  actorId: string | null;
  at: Date;
};

export function payloadOfEvent(event: EventRow): string {
  const payload: WebhookPayload = {
    id: String(event.seq),
    type: event.type,
    groupId: event.groupId,
    entityId: event.entityId,
    at: event.at.toISOString(),
    actor: event.actorId,
  };
  return JSON.stringify(payload);
}
