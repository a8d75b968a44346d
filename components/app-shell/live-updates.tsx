"use client";

import { useQueryClient, type QueryKey } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { refreshPage } from "@/components/navigation/page-refresh";
import { useEffect, useRef } from "react";
import { queryKeys } from "@/lib/api-client/query-keys";
import { CHANGE_TYPES } from "@/lib/events/event-types";
import { browserSurroundings, pageRedraw } from "./page-redraw";

const REFRESH_DEBOUNCE_MS = 300;

/** Which cached queries a change of each kind makes stale (by the type's prefix). */
function keysFor(type: string): QueryKey[] {
  const [subject] = type.split(".");
  switch (subject) {
    case "entity":
    case "entities":
    case "maintenance":
    case "attachment":
    case "loan":
      return [queryKeys.entities.all, queryKeys.statistics.all];
    case "tag":
      return [queryKeys.tags.all, queryKeys.entities.all, queryKeys.statistics.all, queryKeys.templates.all];
    case "template":
      return [queryKeys.templates.all];
    case "user":
      return [queryKeys.self.all, queryKeys.group.all];
    case "export":
    case "import":
      // The backups list is part of the server-rendered page, which the refresh redraws.
      return [];
    default:
      // wipe, restore, anything new: everything may have changed.
      return [
        queryKeys.entities.all,
        queryKeys.tags.all,
        queryKeys.templates.all,
        queryKeys.statistics.all,
        queryKeys.entityTypes.all,
      ];
  }
}

/**
 * Keeps open pages current: listens to the group's change events (GET /api/v1/events) and marks the
 * matching React Query caches stale, then redraws the server-rendered page (debounced; page-redraw.ts
 * says when it waits). While the tab is hidden the connection is closed; when it shows again it
 * resumes after the last event seen.
 */
export function LiveUpdates({ eventsAfter }: { eventsAfter: number | null }) {
  const queryClient = useQueryClient();
  const router = useRouter();
  // The sequence the server rendered the page at: the first connection starts after it. Read once:
  // a refresh renders the layout again, and the stream then goes on from the last event it saw.
  const renderedAt = useRef(eventsAfter);

  useEffect(() => {
    let source: EventSource | null = null;
    let lastId: string | null = renderedAt.current === null ? null : String(renderedAt.current);
    let refreshTimer: ReturnType<typeof setTimeout> | undefined;
    const pendingKeys = new Map<string, QueryKey>();

    const page = pageRedraw(
      browserSurroundings({
        refreshData: () => {
          for (const key of pendingKeys.values()) void queryClient.invalidateQueries({ queryKey: key });
          pendingKeys.clear();
        },
        refreshPage: () => refreshPage(router),
      }),
    );

    const flush = () => {
      refreshTimer = undefined;
      page.redraw();
    };

    const onChange = (event: MessageEvent<string>) => {
      if (event.lastEventId) lastId = event.lastEventId;
      let type = event.type;
      try {
        type = (JSON.parse(event.data) as { type?: string }).type ?? type;
      } catch {
        // keep the SSE event name
      }
      for (const key of keysFor(type)) pendingKeys.set(JSON.stringify(key), key);
      clearTimeout(refreshTimer);
      refreshTimer = setTimeout(flush, REFRESH_DEBOUNCE_MS);
    };

    const connect = () => {
      if (source) return;
      const url = lastId ? `/api/v1/events?after=${encodeURIComponent(lastId)}` : "/api/v1/events";
      source = new EventSource(url);
      // The SSE event names are the change types; an unnamed message is handled the same way.
      for (const type of CHANGE_TYPES) source.addEventListener(type, onChange);
      source.onmessage = onChange;
    };

    const disconnect = () => {
      source?.close();
      source = null;
    };

    const onVisibility = () => {
      if (document.visibilityState === "hidden") disconnect();
      else connect();
    };

    if (document.visibilityState !== "hidden") connect();
    document.addEventListener("visibilitychange", onVisibility);
    return () => {
      document.removeEventListener("visibilitychange", onVisibility);
      clearTimeout(refreshTimer);
      page.dispose();
      disconnect();
    };
  }, [queryClient, router]);

  return null;
}
