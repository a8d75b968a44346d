"use client";

import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client/api-request";
import { queryKeys } from "@/lib/api-client/query-keys";
import type { InvitationOut } from "@/lib/schemas/groups";

/** The group's open invitations (their tokens are never listed, only shown once on creation). */
export function useInvitations() {
  return useQuery({
    queryKey: queryKeys.group.invitations(),
    queryFn: ({ signal }) => apiRequest<InvitationOut[]>("/groups/invitations", { signal }),
  });
}
