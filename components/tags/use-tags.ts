"use client";

import { useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client/api-request";
import { queryKeys } from "@/lib/api-client/query-keys";

/** The group's tags (a group has hundreds at most, unlike entities). */
export function useTags() {
  return useQuery({
    queryKey: queryKeys.tags.list(),
    queryFn: ({ signal }) => api("GET /tags", { signal }),
  });
}
