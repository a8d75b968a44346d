"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { refreshPage } from "@/components/navigation/page-refresh";
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from "react";
import { queryKeys } from "@/lib/api-client/query-keys";
import { loadQueue } from "@/lib/offline-queue/load-queue";
import { anythingQueued, watchQueue } from "@/lib/offline-queue/queue-state";
import type { QueuedChange } from "@/lib/offline-queue/types";

function subscribeToConnection(onChange: () => void): () => void {
  window.addEventListener("online", onChange);
  window.addEventListener("offline", onChange);
  return () => {
    window.removeEventListener("online", onChange);
    window.removeEventListener("offline", onChange);
  };
}

/** The person's waiting changes; the queue's code loads only once something waits in this browser. */
async function ownQueuedChanges(): Promise<QueuedChange[]> {
  if (!(await anythingQueued())) return [];
  return (await loadQueue()).browserStore.all();
}

/** While changes wait and the server could not be reached, another try this often. */
const RETRY_EVERY_MS = 30_000;

/**
 * The waiting changes and the connection state, and the one flusher of this tab: it sends the queue
 * when the page loads online, when the connection returns, when a change is queued while online,
 * and every 30 s while something waits. Only one tab sends at a time (the queue's Web Lock).
 */
export function useOfflineQueue() {
  const queryClient = useQueryClient();
  const router = useRouter();
  const [changes, setChanges] = useState<QueuedChange[]>([]);
  const online = useSyncExternalStore(
    subscribeToConnection,
    () => navigator.onLine,
    () => true,
  );
  const [syncing, setSyncing] = useState(false);
  const running = useRef(false);
  const again = useRef(false);

  // No IndexedDB (a private window in some browsers): nothing can have been queued.
  const reload = useCallback(() => ownQueuedChanges().then(setChanges, () => setChanges([])), []);

  const flush = useCallback(async () => {
    if (!navigator.onLine) return;
    if (running.current) {
      again.current = true;
      return;
    }
    running.current = true;
    setSyncing(true);
    try {
      do {
        again.current = false;
        if (!(await anythingQueued())) break;
        const queue = await loadQueue();
        const pending = (await queue.browserStore.all()).some((change) => change.state === "pending");
        if (!pending) break;
        const { sent } = await queue.flushBrowserQueue();
        if (sent > 0) {
          void queryClient.invalidateQueries({ queryKey: queryKeys.entities.all });
          refreshPage(router);
        }
      } while (again.current);
    } catch {
      // IndexedDB refused: the changes stay where they are for the next try.
    } finally {
      running.current = false;
      setSyncing(false);
    }
  }, [queryClient, router]);

  useEffect(() => {
    void reload();
    void flush();
    const onChange = () => {
      void reload();
      void flush();
    };
    const stop = watchQueue(onChange);
    const goOnline = () => void flush();
    window.addEventListener("online", goOnline);
    const timer = window.setInterval(() => void flush(), RETRY_EVERY_MS);
    return () => {
      stop();
      window.removeEventListener("online", goOnline);
      window.clearInterval(timer);
    };
  }, [flush, reload]);

  return { changes, online, syncing, flush };
}
