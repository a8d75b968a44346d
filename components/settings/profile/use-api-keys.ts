"use client";

import { useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client/api-request";
import { queryKeys } from "@/lib/api-client/query-keys";

export function useApiKeys() {
  return useQuery({
    queryKey: queryKeys.self.apiKeys(),
    queryFn: ({ signal }) => api("GET /users/self/api-keys", { signal }),
  });
}
