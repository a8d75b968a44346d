"use client";

import { useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client/api-request";
import { queryKeys } from "@/lib/api-client/query-keys";

/** The signed-in user's notifiers in the current group (a handful). */
export function useNotifiers() {
  return useQuery({
    queryKey: queryKeys.notifiers.list(),
    queryFn: ({ signal }) => api("GET /notifiers", { signal }),
  });
}
