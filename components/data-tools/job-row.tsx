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

function sizeText(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

type JobRowProps = { job: CollectionJobOut; onDelete: (id: string) => void };

/** One backup or restore: what and when, its status (with progress while it runs), its actions. */
export function JobRow({ job, onDelete }: JobRowProps) {
  const what = job.kind === "export" ? "Backup" : "Restore";
  const started = new Date(job.createdAt).toLocaleString("en-GB", {
    dateStyle: "medium",
    timeStyle: "short",
  });
  const label = `${what} of ${started}`;
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 py-3 text-sm">
      <div className="min-w-0 space-y-1">
        <p className="font-medium">{label}</p>
        <p className="flex flex-wrap items-center gap-2">
          <span
            className={`rounded-full px-2 py-0.5 text-xs font-medium capitalize ${STATUS_STYLES[job.status]}`}
          >
            {job.status}
          </span>
          {isJobActive(job) && (
            <progress max={100} value={job.progress} aria-label={`${label} progress`} className="h-2 w-32" />
          )}
          {job.status === "completed" && job.kind === "export" && (
            <span className="text-stone-600 dark:text-stone-400">{sizeText(job.sizeBytes)}</span>
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
            aria-label={`Download ${label}`}
          >
            Download
          </a>
        )}
        {!isJobActive(job) && (
          <button
            type="button"
            className={buttonStyles.ghost}
            onClick={() => onDelete(job.id)}
            aria-label={`Delete ${label}`}
          >
            Delete
          </button>
        )}
      </div>
    </li>
  );
}
