"use client";

import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client/api-request";
import { queryKeys } from "@/lib/api-client/query-keys";
import type { MaintenanceEntryWithDetailsOut } from "@/lib/schemas/maintenance";

/** An entity's whole maintenance log (an entity has a handful of entries, not thousands). */
export function useMaintenance(entityId: string) {
  return useQuery({
    queryKey: queryKeys.entities.maintenance(entityId, "both"),
    queryFn: ({ signal }) =>
      apiRequest<MaintenanceEntryWithDetailsOut[]>(`/entities/${entityId}/maintenance`, {
        query: { status: "both" },
        signal,
      }),
  });
}
