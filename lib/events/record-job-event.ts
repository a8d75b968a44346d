import { db } from "@/lib/db/client";
import { recordEvents } from "./record-events";

/**
 * Tells the group that one of its backup or restore jobs changed state (started, finished, failed),
 * so open pages (and HomeBox's, through `export.mutation` / `import.mutation`) refresh their list.
 */
export async function recordJobEvent(jobId: string): Promise<void> {
  const job = await db().collectionExport.findUnique({
    where: { id: jobId },
    select: { groupId: true, kind: true, createdById: true },
  });
  if (!job) return;
  const type = job.kind === "import" ? "import.updated" : "export.updated";
  await db().$transaction((tx) =>
    recordEvents(tx, { groupId: job.groupId, userId: job.createdById }, [{ type }]),
  );
}
