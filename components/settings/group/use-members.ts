"use client";

import { useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client/api-request";
import { queryKeys } from "@/lib/api-client/query-keys";

export function useMembers() {
  return useQuery({
    queryKey: queryKeys.group.members(),
    queryFn: ({ signal }) => api("GET /groups/members", { signal }),
  });
}
