"use client";

import type { ReactNode } from "react";
import { useCanWrite } from "@/components/auth/use-can-write";
import { setQueueOwner } from "@/lib/offline-queue/queue-state";

/**
 * Tells the offline queue whose changes to show and send. Set while rendering, above the shell, so
 * it is known before any of the shell's effects read the queue. Inside CanWriteProvider.
 */
export function OfflineQueueOwner({ userKey, children }: { userKey: string; children: ReactNode }) {
  // A viewer's writes would only be refused when sent: they are never queued (queueRefusal).
  const canWrite = useCanWrite();
  if (typeof window !== "undefined") setQueueOwner(userKey, canWrite);
  return children;
}
