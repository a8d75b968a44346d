"use client";

import { useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client/api-request";
import { queryKeys } from "@/lib/api-client/query-keys";
import type { UserOut } from "@/lib/schemas/users";

/** The signed-in user, starting from what the server rendered. */
export function useSelf(initialData: UserOut) {
  return useQuery({
    queryKey: queryKeys.self.user(),
    queryFn: async ({ signal }) => (await api("GET /users/self", { signal })).item,
    initialData,
  });
}
