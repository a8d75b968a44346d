import type { Principal, TenantContext } from "@/lib/auth/principal";
import { accessStillValid } from "@/lib/http/access-still-valid";
import { log } from "@/lib/log";
import { pruneOldEvents } from "./prune-events";
import { latestEventSeq, readEventsAfter } from "./read-events";
import { formatSseComment, formatSseEvent, resumeAfter } from "./sse-format";

const POLL_MS = 500;

/** Set by scripts/start.mjs on SIGTERM: streams end so the server can finish its other requests. */
const shuttingDown = () =>
  (globalThis as typeof globalThis & { __cairnShuttingDown?: boolean }).__cairnShuttingDown === true;
const HEARTBEAT_MS = 15_000;

/**
 * The group's change events as Server-Sent Events: those after Last-Event-ID (or ?after=), then new
 * ones as they are committed; with neither, only events committed from now on. Each connection polls the outbox (so it sees changes made through any
 * app server sharing the database), sends a comment every 15 s, and stops its timer when the client
 * goes away. Every poll first checks that the credential and the membership that opened the stream
 * still hold, and ends the stream when they do not (logout, revoked API key, removed member, deleted
 * account): the stream sees nothing the caller could no longer ask for. The HomeBox WebSocket bridge
 * reads this stream, so its socket closes with it.
 */
export async function streamEvents(
  principal: Principal,
  ctx: TenantContext,
  request: Request,
  after: number | undefined,
): Promise<Response> {
  let last = resumeAfter(request.headers.get("last-event-id"), after) ?? (await latestEventSeq(ctx));
  const encoder = new TextEncoder();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let closed = false;
  let lastSentAt = Date.now();

  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      const stop = () => {
        if (closed) return;
        closed = true;
        clearTimeout(timer);
        request.signal.removeEventListener("abort", stop);
        try {
          controller.close();
        } catch {
          // already closed by the client
        }
      };
      request.signal.addEventListener("abort", stop);
      const send = (text: string) => {
        controller.enqueue(encoder.encode(text));
        lastSentAt = Date.now();
      };
      const tick = async () => {
        if (closed) return;
        if (shuttingDown()) return stop();
        try {
          if (!(await accessStillValid(principal, ctx))) return stop();
          const events = await readEventsAfter(ctx.groupId, last);
          if (closed) return;
          for (const event of events) {
            send(formatSseEvent(event));
            last = event.id;
          }
          if (Date.now() - lastSentAt >= HEARTBEAT_MS) send(formatSseComment("heartbeat"));
          void pruneOldEvents().catch((error: unknown) => log.warn("events: prune failed", { error }));
        } catch (error) {
          if (closed) return;
          log.warn("events: poll failed", { error });
        }
        if (!closed) timer = setTimeout(() => void tick(), POLL_MS);
      };
      // retry: how long the browser waits before reconnecting after a drop.
      send(`retry: 2000\n${formatSseComment("connected")}`);
      if (request.signal.aborted) stop();
      else void tick();
    },
    cancel() {
      closed = true;
      clearTimeout(timer);
    },
  });
  return new Response(stream, {
    headers: {
      "Content-Type": "text/event-stream; charset=utf-8",
      "Cache-Control": "no-store, no-transform",
      Connection: "keep-alive",
      "X-Accel-Buffering": "no",
    },
  });
}
