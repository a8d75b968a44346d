"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client/api-request";
import { queryKeys } from "@/lib/api-client/query-keys";
import type { z } from "zod";
import type { createItemRequest, TemplateWrite } from "@/lib/schemas/templates";

/** What is sent: only `name` is required, the template fills the rest. */
type CreateItemBody = z.input<typeof createItemRequest>;

function useSettleTemplates() {
  const queryClient = useQueryClient();
  // Entity types name their default template, so they refetch too.
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.templates.all }),
      queryClient.invalidateQueries({ queryKey: queryKeys.entityTypes.all }),
    ]);
}

/** Creates (id null) or replaces (PUT: the whole template) a template. */
export function useSaveTemplate() {
  const settle = useSettleTemplates();
  return useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: TemplateWrite }) =>
      id ? api("PUT /templates/{id}", { params: { id }, body }) : api("POST /templates", { body }),
    onSettled: settle,
  });
}

export function useDeleteTemplate() {
  const settle = useSettleTemplates();
  return useMutation({
    mutationFn: (id: string) => api("DELETE /templates/{id}", { params: { id } }),
    onSettled: settle,
  });
}

/** A new item filled from the template's defaults; every entity list may now show it. */
export function useCreateItemFromTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: CreateItemBody }) =>
      api("POST /templates/{id}/create-item", { params: { id }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.entities.all }),
  });
}
