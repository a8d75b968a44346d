"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { refreshPage } from "@/components/navigation/page-refresh";
import { api } from "@/lib/api-client/api-request";
import { queryKeys } from "@/lib/api-client/query-keys";
import type { NotifierCreate, NotifierUpdate } from "@/lib/schemas/notifiers";

/**
 * Refetches the list, and the page too: the masked URLs come from the server render (the API
 * never sends a notifier's URL back).
 */
function useSettle() {
  const queryClient = useQueryClient();
  const router = useRouter();
  return async () => {
    await queryClient.invalidateQueries({ queryKey: queryKeys.notifiers.all });
    refreshPage(router);
  };
}

export function useCreateNotifier() {
  const settle = useSettle();
  return useMutation({
    mutationFn: (body: NotifierCreate) => api("POST /notifiers", { body }),
    onSettled: settle,
  });
}

/** A null `url` keeps the stored one. */
export function useUpdateNotifier() {
  const settle = useSettle();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: NotifierUpdate }) =>
      api("PUT /notifiers/{id}", { params: { id }, body }),
    onSettled: settle,
  });
}

export function useDeleteNotifier() {
  const settle = useSettle();
  return useMutation({
    mutationFn: (id: string) => api("DELETE /notifiers/{id}", { params: { id } }),
    onSettled: settle,
  });
}

/** Sends the test message to a saved notifier; fails with the API's reason (422 refused, 502 failed). */
export function useTestNotifier() {
  return useMutation({
    mutationFn: (id: string) => api("POST /notifiers/{id}/test", { params: { id } }),
  });
}
