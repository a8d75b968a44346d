"use client";

import { useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client/api-request";
import { queryKeys } from "@/lib/api-client/query-keys";

/** One template with its defaults and custom fields; fetched when it is opened. */
export function useTemplate(id: string | null) {
  return useQuery({
    queryKey: queryKeys.templates.detail(id ?? ""),
    enabled: id !== null,
    queryFn: ({ signal }) => api("GET /templates/{id}", { params: { id: id ?? "" }, signal }),
  });
}
