"use client";

import { useTranslations } from "next-intl";
import { useFormats } from "@/components/i18n/formats-provider";
import { buttonStyles } from "@/components/ui/button-styles";
import { apiUrl } from "@/lib/api-client/api-request";
import type { CollectionJobOut } from "@/lib/schemas/collection";
import { isJobActive } from "./use-collection-jobs";

const STATUS_STYLES: Record<CollectionJobOut["status"], string> = {
  pending: "bg-stone-100 text-stone-700 dark:bg-stone-800 dark:text-stone-300",
  running: "bg-sky-100 text-sky-800 dark:bg-sky-950 dark:text-sky-300",
  completed: "bg-emerald-100 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-300",
  failed: "bg-red-100 text-red-800 dark:bg-red-950 dark:text-red-300",
};

/** Without onDelete (a read-only viewer) the row offers no delete. */
type JobRowProps = { job: CollectionJobOut; onDelete?: (id: string) => void };

/** One backup or restore: what and when, its status (with progress while it runs), its actions. */
export function JobRow({ job, onDelete }: JobRowProps) {
  const t = useTranslations("dataTools.job");
  const tc = useTranslations("common");
  const f = useFormats();
  const label = t("label", { kind: job.kind, date: f.dateTime(job.createdAt) });
  // One decimal, written the reader's way ("1.5" / "1,5").
  const tenths = (value: number) => f.count(Math.round(value * 10) / 10);
  const size =
    job.sizeBytes < 1024
      ? t("sizeBytes", { size: f.count(job.sizeBytes) })
      : job.sizeBytes < 1024 * 1024
        ? t("sizeKb", { size: tenths(job.sizeBytes / 1024) })
        : t("sizeMb", { size: tenths(job.sizeBytes / (1024 * 1024)) });
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 py-3 text-sm">
      <div className="min-w-0 space-y-1">
        <p className="font-medium">{label}</p>
        <p className="flex flex-wrap items-center gap-2">
          <span className={"rounded-full px-2 py-0.5 text-xs font-medium " + STATUS_STYLES[job.status]}>
            {t("status", { status: job.status })}
          </span>
          {isJobActive(job) && (
            <progress
              max={100}
              value={job.progress}
              aria-label={t("progress", { label })}
              className="h-2 w-32"
            />
          )}
          {job.status === "completed" && job.kind === "export" && (
            <span className="text-stone-600 dark:text-stone-400">{size}</span>
          )}
        </p>
        {job.error && <p className="text-red-700 dark:text-red-400">{job.error}</p>}
      </div>
      <div className="flex gap-2">
        {job.status === "completed" && job.kind === "export" && (
          <a
            href={apiUrl(`/group/exports/${job.id}/download`)}
            download
            className={buttonStyles.secondary}
            aria-label={t("downloadLabel", { label })}
          >
            {tc("download")}
          </a>
        )}
        {onDelete && !isJobActive(job) && (
          <button
            type="button"
            className={buttonStyles.ghost}
            onClick={() => onDelete(job.id)}
            aria-label={t("deleteLabel", { label })}
          >
            {tc("delete")}
          </button>
        )}
      </div>
    </li>
  );
}
