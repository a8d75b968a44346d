import { pendingThumbnailCount } from "@/lib/attachments/thumbnail-queue";
import { db } from "@/lib/db/client";
import type { Family } from "./exposition";

const KINDS = ["export", "import"];
const STATES = ["pending", "running", "completed", "failed"];

/**
 * Backup and restore jobs by kind and state (all groups, from the shared database), reminders
 * being sent, and this process's queue of thumbnails to make.
 */
export async function jobFamilies(): Promise<Family[]> {
  const [jobs, sending] = await Promise.all([
    db().collectionExport.groupBy({ by: ["kind", "status"], _count: { _all: true } }),
    db().sentReminder.count({ where: { status: "sending" } }),
  ]);
  const count = (kind: string, state: string) =>
    jobs.find((row) => row.kind === kind && row.status === state)?._count._all ?? 0;
  return [
    {
      name: "cairn_collection_jobs",
      help: "Backup (export) and restore (import) jobs in the database, by kind and state.",
      type: "gauge",
      samples: KINDS.flatMap((kind) =>
        STATES.map((state) => ({ labels: { kind, state }, value: count(kind, state) })),
      ),
    },
    {
      name: "cairn_reminders_sending",
      help: "Reminders claimed by a server and not yet recorded as sent or failed.",
      type: "gauge",
      samples: [{ value: sending }],
    },
    {
      name: "cairn_thumbnail_queue_length",
      help: "Thumbnails this process has queued and not yet made.",
      type: "gauge",
      samples: [{ value: pendingThumbnailCount() }],
    },
  ];
}
