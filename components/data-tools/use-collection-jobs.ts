"use client";

import { useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client/api-request";
import { queryKeys } from "@/lib/api-client/query-keys";
import type { CollectionJobOut } from "@/lib/schemas/collection";

export function isJobActive(job: CollectionJobOut): boolean {
  return job.status === "pending" || job.status === "running";
}

/** Backup and restore jobs, newest first; polled every second while any of them is still working. */
export function useCollectionJobs() {
  return useQuery({
    queryKey: queryKeys.group.collectionJobs(),
    queryFn: async ({ signal }) => (await api("GET /group/exports", { signal })).items,
    refetchInterval: (query) => (query.state.data?.some(isJobActive) ? 1000 : false),
  });
}
