"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { apiRequest } from "@/lib/api-client/api-request";
import { queryKeys } from "@/lib/api-client/query-keys";
import type { EntityPatchBody, EntitySummary } from "@/lib/schemas/entities";
import { runLimited, type BulkOutcome } from "./run-limited";

/** Requests in flight at once: quick for a page of 50, gentle on a small server. */
const CONCURRENCY = 4;

export type BulkAction =
  | { kind: "move"; parentId: string; parentName: string }
  | { kind: "tag"; tagIds: string[] }
  | { kind: "archive" }
  | { kind: "delete" };

export type BulkProgress = { action: BulkAction; done: number; total: number };
export type BulkResult = { action: BulkAction; outcomes: Array<BulkOutcome<EntitySummary>> };

/** The PATCH body (lib/schemas/entities.ts entityPatch) that applies the action to one entity. */
function patchFor(action: BulkAction, entity: EntitySummary): EntityPatchBody | null {
  switch (action.kind) {
    case "move":
      return { parentId: action.parentId };
    case "tag": {
      // PATCH replaces the tag list, so the entity's current tags go with the new ones.
      const current = entity.tags.map((tag) => tag.id);
      return { tagIds: [...new Set([...current, ...action.tagIds])] };
    }
    case "archive":
      return { archived: true };
    case "delete":
      return null;
  }
}

/**
 * Applies one action to many entities, one request each through the public API (the same checks
 * as a single edit), a few at a time, counting progress and keeping every failure. The lists are
 * refreshed once at the end, whatever happened.
 */
export function useBulkAction() {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<BulkProgress | null>(null);
  const mutation = useMutation({
    mutationFn: async ({ action, entities }: { action: BulkAction; entities: EntitySummary[] }) => {
      setProgress({ action, done: 0, total: entities.length });
      const outcomes = await runLimited(
        entities,
        CONCURRENCY,
        (entity) => {
          const body = patchFor(action, entity);
          return body === null
            ? apiRequest(`/entities/${entity.id}`, { method: "DELETE" })
            : apiRequest(`/entities/${entity.id}`, { method: "PATCH", body });
        },
        () => setProgress((now) => (now ? { ...now, done: now.done + 1 } : now)),
      );
      return { action, outcomes } satisfies BulkResult;
    },
    onSettled: async () => {
      setProgress(null);
      await queryClient.invalidateQueries({ queryKey: queryKeys.entities.all });
    },
  });
  return {
    run: mutation.mutateAsync,
    progress,
    running: mutation.isPending,
    result: mutation.data,
    reset: mutation.reset,
  };
}
