import { streamEvents } from "@/lib/events/stream-events";
import { apiRoute } from "@/lib/http/api-route";
import { eventsQuery } from "@/lib/schemas/events";

export const dynamic = "force-dynamic";

export const GET = apiRoute(
  {
    access: "tenant",
    // HomeBox's web client authorises its event WebSocket (bridged onto this stream) with the
    // attachment token; the stream only names what changed, never the data.
    allowAttachmentToken: true,
    query: eventsQuery,
    summary: "Stream the group's change events (Server-Sent Events)",
    responseMediaType: "text/event-stream",
  },
  async ({ principal, tenant, request, query }) => streamEvents(principal, tenant, request, query.after),
);
