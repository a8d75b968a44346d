"use client";

import { useMutation, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { refreshPage } from "@/components/navigation/page-refresh";
import { useTransition } from "react";
import { api } from "@/lib/api-client/api-request";
import { queryKeys } from "@/lib/api-client/query-keys";
import { ZERO_UUID } from "@/lib/schemas/zero-uuid";
import type { TagCreate, TagSummaryOut } from "@/lib/schemas/tags";

type TagList = TagSummaryOut[];

/**
 * Tags show on entities and in statistics, and the page's per-tag counts come from the server: a
 * change refetches all of those (entities and statistics keys too) and re-renders the page.
 */
function useAfterTagChange() {
  const queryClient = useQueryClient();
  const router = useRouter();
  const [, startTransition] = useTransition();
  return async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.tags.all }),
      queryClient.invalidateQueries({ queryKey: queryKeys.entities.all }),
      queryClient.invalidateQueries({ queryKey: queryKeys.statistics.all }),
    ]);
    startTransition(() => refreshPage(router));
  };
}

/** Changes the cached list at once; answers how to undo it should the server refuse. */
async function patchList(queryClient: QueryClient, change: (tags: TagList) => TagList) {
  await queryClient.cancelQueries({ queryKey: queryKeys.tags.list() });
  const before = queryClient.getQueryData<TagList>(queryKeys.tags.list());
  if (before) queryClient.setQueryData<TagList>(queryKeys.tags.list(), change(before));
  return { before };
}

function restore(queryClient: QueryClient, context: { before?: TagList } | undefined) {
  if (context?.before) queryClient.setQueryData(queryKeys.tags.list(), context.before);
}

export function useCreateTag() {
  const settle = useAfterTagChange();
  return useMutation({
    mutationFn: (body: TagCreate) => api("POST /tags", { body }),
    onSettled: settle,
  });
}

/** PUT replaces the whole tag: the caller sends every field. Optimistic. */
export function useUpdateTag() {
  const queryClient = useQueryClient();
  const settle = useAfterTagChange();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: TagCreate }) =>
      api("PUT /tags/{id}", { params: { id }, body }),
    onMutate: ({ id, body }) =>
      patchList(queryClient, (tags) =>
        tags.map((tag) => (tag.id === id ? { ...tag, ...body, parentId: body.parentId ?? ZERO_UUID } : tag)),
      ),
    onError: (_error, _request, context) => restore(queryClient, context),
    onSettled: settle,
  });
}

/** Deletes a tag; its children become roots (as the API does). Optimistic. */
export function useDeleteTag() {
  const queryClient = useQueryClient();
  const settle = useAfterTagChange();
  return useMutation({
    mutationFn: (id: string) => api("DELETE /tags/{id}", { params: { id } }),
    onMutate: (id) =>
      patchList(queryClient, (tags) =>
        tags
          .filter((tag) => tag.id !== id)
          .map((tag) => (tag.parentId === id ? { ...tag, parentId: ZERO_UUID } : tag)),
      ),
    onError: (_error, _id, context) => restore(queryClient, context),
    onSettled: settle,
  });
}

/** Cairn's merge: the source's entities get the target, its children move under it, it is deleted. */
export function useMergeTag() {
  const settle = useAfterTagChange();
  return useMutation({
    mutationFn: ({ id, intoId }: { id: string; intoId: string }) =>
      api("POST /tags/{id}/merge", { params: { id }, body: { intoId } }),
    onSettled: settle,
  });
}
