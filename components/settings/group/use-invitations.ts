"use client";

import { useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client/api-request";
import { queryKeys } from "@/lib/api-client/query-keys";

/** The group's open invitations (their tokens are never listed, only shown once on creation). */
export function useInvitations() {
  return useQuery({
    queryKey: queryKeys.group.invitations(),
    queryFn: ({ signal }) => api("GET /groups/invitations", { signal }),
  });
}
