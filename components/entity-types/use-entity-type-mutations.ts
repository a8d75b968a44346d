"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client/api-request";
import { queryKeys } from "@/lib/api-client/query-keys";
import type { EntityTypeCreate, EntityTypeSummaryOut, EntityTypeUpdate } from "@/lib/schemas/entity-types";

/** Entities carry their type in every answer, so a change refetches entity queries too. */
function useSettle() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.entityTypes.all }),
      queryClient.invalidateQueries({ queryKey: queryKeys.entities.all }),
    ]);
}

export function useCreateEntityType() {
  const settle = useSettle();
  return useMutation({
    mutationFn: (body: EntityTypeCreate) =>
      apiRequest<EntityTypeSummaryOut>("/entity-types", { method: "POST", body }),
    onSettled: settle,
  });
}

export function useUpdateEntityType() {
  const settle = useSettle();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: EntityTypeUpdate }) =>
      apiRequest<EntityTypeSummaryOut>(`/entity-types/${id}`, { method: "PUT", body }),
    onSettled: settle,
  });
}

/** Refused with 409 while entities use the type, or for the group's last item type. */
export function useDeleteEntityType() {
  const settle = useSettle();
  return useMutation({
    mutationFn: (id: string) => apiRequest<void>(`/entity-types/${id}`, { method: "DELETE" }),
    onSettled: settle,
  });
}
