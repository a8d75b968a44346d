"use client";

import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client/api-request";
import { queryKeys } from "@/lib/api-client/query-keys";
import type { MemberOut } from "@/lib/schemas/groups";

export function useMembers() {
  return useQuery({
    queryKey: queryKeys.group.members(),
    queryFn: ({ signal }) => apiRequest<MemberOut[]>("/groups/members", { signal }),
  });
}
