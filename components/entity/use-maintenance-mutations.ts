"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client/api-request";
import { queryKeys } from "@/lib/api-client/query-keys";

/** What the maintenance form sends: HomeBox's wire form (dates as YYYY-MM-DD, cost as a decimal string). */
export type MaintenanceBody = {
  name: string;
  description: string;
  scheduledDate: string;
  completedDate: string;
  cost: string;
};

/** Every status filter of this entity's log, and its history, are stale after a change. */
function useMaintenanceMutation<TVariables, TResult>(
  entityId: string,
  run: (variables: TVariables) => Promise<TResult>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.entities.maintenanceOf(entityId) }),
        // The entity's history lists maintenance changes too.
        queryClient.invalidateQueries({ queryKey: queryKeys.entities.history(entityId) }),
      ]),
  });
}

export function useSaveMaintenance(entityId: string) {
  return useMaintenanceMutation(entityId, ({ id, body }: { id?: string; body: MaintenanceBody }) =>
    id
      ? api("PUT /maintenance/{id}", { params: { id }, body })
      : api("POST /entities/{id}/maintenance", { params: { id: entityId }, body }),
  );
}

export function useDeleteMaintenance(entityId: string) {
  return useMaintenanceMutation(entityId, (id: string) =>
    api("DELETE /maintenance/{id}", { params: { id } }),
  );
}
