"use client";

import { useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client/api-request";
import { queryKeys } from "@/lib/api-client/query-keys";

/** An entity's whole maintenance log (an entity has a handful of entries, not thousands). */
export function useMaintenance(entityId: string) {
  return useQuery({
    queryKey: queryKeys.entities.maintenance(entityId, "both"),
    queryFn: ({ signal }) =>
      api("GET /entities/{id}/maintenance", { params: { id: entityId }, query: { status: "both" }, signal }),
  });
}
