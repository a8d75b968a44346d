"use client";

import type { ReactNode } from "react";
import { setQueueOwner } from "@/lib/offline-queue/queue-state";

/**
 * Tells the offline queue whose changes to show and send. Set while rendering, above the shell, so
 * it is known before any of the shell's effects read the queue.
 */
export function OfflineQueueOwner({ userKey, children }: { userKey: string; children: ReactNode }) {
  if (typeof window !== "undefined") setQueueOwner(userKey);
  return children;
}
