"use client";

import { useCanWrite } from "@/components/auth/use-can-write";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { FormAlert } from "@/components/forms/form-alert";
import { buttonStyles } from "@/components/ui/button-styles";
import { api } from "@/lib/api-client/api-request";
import { queryKeys } from "@/lib/api-client/query-keys";
import type { CollectionJobOut } from "@/lib/schemas/collection";
import { JobRow } from "./job-row";
import { useCollectionJobs } from "./use-collection-jobs";

/** Start a full backup (a zip of every record and file), follow it, download or delete it. */
export function BackupsPanel() {
  const t = useTranslations("dataTools.backups");
  const queryClient = useQueryClient();
  const jobs = useCollectionJobs();
  const key = queryKeys.group.collectionJobs();

  const start = useMutation({
    mutationFn: () => api("POST /group/exports"),
    onSuccess: (job) => {
      // Show the new job at once; its polling starts because it is pending.
      queryClient.setQueryData<CollectionJobOut[]>(key, (list) => [job, ...(list ?? [])]);
      void queryClient.invalidateQueries({ queryKey: key });
    },
  });

  // A viewer may take a backup (a read) but not delete the group's backups.
  const canWrite = useCanWrite();
  const remove = useMutation({
    mutationFn: (id: string) => api("DELETE /group/exports/{id}", { params: { id } }),
    onMutate: async (id) => {
      await queryClient.cancelQueries({ queryKey: key });
      queryClient.setQueryData<CollectionJobOut[]>(key, (list) => list?.filter((job) => job.id !== id));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });

  return (
    <div className="space-y-3">
      <button
        type="button"
        className={buttonStyles.primary}
        onClick={() => start.mutate()}
        disabled={start.isPending}
      >
        {start.isPending ? t("starting") : t("start")}
      </button>
      {start.error && <FormAlert>{start.error.message}</FormAlert>}
      {remove.error && <FormAlert>{remove.error.message}</FormAlert>}
      {jobs.isPending ? (
        <p className="text-sm text-stone-500 dark:text-stone-400">{t("loading")}</p>
      ) : jobs.isError ? (
        <p className="text-sm text-red-700 dark:text-red-400">{jobs.error.message}</p>
      ) : jobs.data.length === 0 ? (
        <p className="text-sm text-stone-500 dark:text-stone-400">{t("empty")}</p>
      ) : (
        <ul aria-label={t("list")} className="divide-y divide-stone-100 dark:divide-stone-800">
          {jobs.data.map((job) => (
            <JobRow key={job.id} job={job} onDelete={canWrite ? (id) => remove.mutate(id) : undefined} />
          ))}
        </ul>
      )}
    </div>
  );
}
