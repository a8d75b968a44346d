"use client";

import { useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client/api-request";
import { queryKeys } from "@/lib/api-client/query-keys";

/** The group's templates, as summaries (a group keeps a few dozen at most). */
export function useTemplates() {
  return useQuery({
    queryKey: queryKeys.templates.list(),
    queryFn: ({ signal }) => api("GET /templates", { signal }),
  });
}
