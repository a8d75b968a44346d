"use client";

import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client/api-request";
import { queryKeys } from "@/lib/api-client/query-keys";
import type { ApiKeyOut } from "@/lib/schemas/api-keys";

export function useApiKeys() {
  return useQuery({
    queryKey: queryKeys.self.apiKeys(),
    queryFn: ({ signal }) => apiRequest<ApiKeyOut[]>("/users/self/api-keys", { signal }),
  });
}
