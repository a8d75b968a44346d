"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { refreshPage } from "@/components/navigation/page-refresh";
import { useState, useTransition } from "react";
import { api } from "@/lib/api-client/api-request";
import { queryKeys } from "@/lib/api-client/query-keys";

export type MoveRequest = {
  id: string;
  name: string;
  parentId: string | null;
  /** For the notice afterwards; null for the top level. */
  parentName: string | null;
};
export type CreateRequest = { name: string; parentId: string | null; entityTypeId: string };

/**
 * After a change anywhere in the tree: refetch every entity query (counts and children moved) and
 * re-render the server's top levels. Both run in one transition so the tree updates in one step.
 */
function useTreeRefresh() {
  const queryClient = useQueryClient();
  const router = useRouter();
  const [refreshing, startTransition] = useTransition();
  const refresh = async (afterwards?: () => void) => {
    await queryClient.invalidateQueries({ queryKey: queryKeys.entities.all });
    startTransition(() => {
      refreshPage(router);
      afterwards?.();
    });
  };
  return { refresh, refreshing };
}

/**
 * Moves a location (or any entity) under another, or to the top level (parentId null). Optimistic:
 * the moved row leaves its old place at once (`movingIds`) and is back, in its new place, once the
 * tree has been refetched; a refusal (422 for a move into its own descendant) puts it back.
 */
export function useMoveLocation() {
  const { refresh, refreshing } = useTreeRefresh();
  const [movingIds, setMovingIds] = useState<ReadonlySet<string>>(new Set());
  const release = (id: string) =>
    setMovingIds((ids) => {
      const next = new Set(ids);
      next.delete(id);
      return next;
    });
  const mutation = useMutation({
    mutationFn: ({ id, parentId }: MoveRequest) =>
      api("PATCH /entities/{id}", { params: { id }, body: { parentId: parentId ?? "" } }),
    onMutate: ({ id }) => setMovingIds((ids) => new Set(ids).add(id)),
    onError: (_error, { id }) => release(id),
    onSuccess: (_entity, { id }) => refresh(() => release(id)),
  });
  return { ...mutation, movingIds, refreshing };
}

/** Creates a location under `parentId` (or at the top level) and refreshes the tree. */
export function useCreateLocation() {
  const { refresh } = useTreeRefresh();
  return useMutation({
    mutationFn: ({ name, parentId, entityTypeId }: CreateRequest) =>
      api("POST /entities", {
        body: { name, parentId: parentId ?? "", entityTypeId },
      }),
    onSuccess: () => refresh(),
  });
}
