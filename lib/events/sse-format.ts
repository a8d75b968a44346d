/** What the event stream sends for one outbox row. */
export type StreamEvent = {
  id: number;
  type: string;
  groupId: string;
  entityId: string | null;
  at: string;
  actor: string | null;
};

/** One Server-Sent Events message: `id`, `event` and one `data` line of JSON, ended by a blank line. */
export function formatSseEvent(event: StreamEvent): string {
  const type = event.type.replace(/[\r\n]/g, "");
  return `id: ${event.id}\nevent: ${type}\ndata: ${JSON.stringify(event)}\n\n`;
}

/** A comment line: keeps proxies and the browser from timing the connection out. */
export function formatSseComment(text: string): string {
  return `: ${text.replace(/[\r\n]/g, " ")}\n\n`;
}

/**
 * The sequence number to resume after: Last-Event-ID wins over ?after=; null when neither is usable
 * (the stream then starts at the newest event).
 */
export function resumeAfter(lastEventId: string | null, after: number | undefined): number | null {
  if (lastEventId !== null && /^\d{1,15}$/.test(lastEventId.trim())) return Number(lastEventId.trim());
  return after ?? null;
}
