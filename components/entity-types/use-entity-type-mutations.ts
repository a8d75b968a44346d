"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client/api-request";
import { queryKeys } from "@/lib/api-client/query-keys";
import type { EntityTypeCreate, EntityTypeUpdate } from "@/lib/schemas/entity-types";

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
    mutationFn: (body: EntityTypeCreate) => api("POST /entity-types", { body }),
    onSettled: settle,
  });
}

export function useUpdateEntityType() {
  const settle = useSettle();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: EntityTypeUpdate }) =>
      api("PUT /entity-types/{id}", { params: { id }, body }),
    onSettled: settle,
  });
}

/** Refused with 409 while entities use the type, or for the group's last item type. */
export function useDeleteEntityType() {
  const settle = useSettle();
  return useMutation({
    mutationFn: (id: string) => api("DELETE /entity-types/{id}", { params: { id } }),
    onSettled: settle,
  });
}
