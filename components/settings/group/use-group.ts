"use client";

import { useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client/api-request";
import { queryKeys } from "@/lib/api-client/query-keys";
import type { GroupOut } from "@/lib/schemas/groups";

/** The current group; the page renders it first on the server and passes it as the starting data. */
export function useGroup(initialData: GroupOut) {
  return useQuery({
    queryKey: queryKeys.group.current(),
    queryFn: ({ signal }) => api("GET /groups", { signal }),
    initialData,
  });
}
