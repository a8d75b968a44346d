"use client";

import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client/api-request";
import { queryKeys } from "@/lib/api-client/query-keys";
import type { TagSummaryOut } from "@/lib/schemas/tags";

/** The group's tags (a group has hundreds at most, unlike entities). */
export function useTags() {
  return useQuery({
    queryKey: queryKeys.tags.list(),
    queryFn: ({ signal }) => apiRequest<TagSummaryOut[]>("/tags", { signal }),
  });
}
