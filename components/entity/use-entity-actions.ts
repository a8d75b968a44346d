"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { refreshPage } from "@/components/navigation/page-refresh";
import { api } from "@/lib/api-client/api-request";
import { queryKeys } from "@/lib/api-client/query-keys";

/**
 * The entity page's whole-entity actions. Each one invalidates every entity query (lists, pickers,
 * trees and counts all show the entity) and refreshes the server-rendered page.
 */
function useEntityMutation<TVariables, TResult>(
  run: (variables: TVariables) => Promise<TResult>,
  after?: (result: TResult) => void,
) {
  const queryClient = useQueryClient();
  const router = useRouter();
  return useMutation({
    mutationFn: run,
    onSuccess: async (result) => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.entities.all });
      if (after) after(result);
      else refreshPage(router);
    },
  });
}

export function useDuplicateEntity(id: string) {
  const router = useRouter();
  return useEntityMutation(
    () =>
      api("POST /entities/{id}/duplicate", {
        params: { id },
        body: { copyCustomFields: true, copyAttachments: true, copyMaintenance: false },
      }),
    (copy) => router.push(`/entities/${copy.id}`),
  );
}
