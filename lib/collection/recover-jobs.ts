import { readdir, rm } from "node:fs/promises";
import path from "node:path";
import { db } from "@/lib/db/client";
import { log } from "@/lib/log";
import { markInterruptedJobs } from "./mark-interrupted-jobs";
import { collectionTempDir } from "./run-export";

/**
 * At server start: jobs a previous run left pending or running are marked failed once stale, and
 * temporary zips of jobs no longer running anywhere are removed.
 */
export async function recoverJobs(): Promise<void> {
  try {
    const marked = await markInterruptedJobs();
    if (marked > 0) log.info("marked interrupted collection jobs as failed", { count: marked });
    const names = await readdir(collectionTempDir()).catch(() => [] as string[]);
    const ids = names.map((name) => name.split(".")[0]!);
    const running = new Set(
      (
        await db().collectionExport.findMany({
          where: { id: { in: ids }, status: { in: ["pending", "running"] } },
          select: { id: true },
        })
      ).map((job) => job.id),
    );
    for (const name of names) {
      if (!running.has(name.split(".")[0]!)) await rm(path.join(collectionTempDir(), name), { force: true });
    }
  } catch (error) {
    log.warn("could not recover collection jobs", { error });
  }
}
