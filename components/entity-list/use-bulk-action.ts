"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { refreshPage } from "@/components/navigation/page-refresh";
import { useState } from "react";
import { undoDeletes, undoPatches, type DeleteUndo, type PatchUndo } from "@/components/undo/entity-undo";
import { useUndoSummary } from "@/components/undo/use-undo-summary";
import { useUndoToast } from "@/components/undo/undo-toast";
import { api } from "@/lib/api-client/api-request";
import { queryKeys } from "@/lib/api-client/query-keys";
import { loadQueue } from "@/lib/offline-queue/load-queue";
import { isOffline } from "@/lib/offline-queue/queue-state";
import type { EntityPatchBody, EntitySummary } from "@/lib/schemas/entities";
import type { BulkAction, BulkResult } from "./bulk-types";
import { useBulkSummary } from "./bulk-summary";
import { runLimited } from "./run-limited";

export type { BulkAction, BulkResult } from "./bulk-types";

/** Requests in flight at once: quick for a page of 50, gentle on a small server. */
const CONCURRENCY = 4;

type BulkRun = {
  action: BulkAction;
  entities: EntitySummary[];
  /** After a successful undo, e.g. back to the page of the item whose delete was undone. */
  afterUndo?: () => void;
  /** The versions (ETags) the entities were shown at, where known: a change kept offline sends it as If-Match. */
  etags?: Record<string, string>;
};

export type BulkProgress = { action: BulkAction; done: number; total: number };

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
      return { archived: action.archived };
    case "delete":
      return null;
  }
}

/** The values the action replaces, as the PATCH that puts them back. */
function undoPatchFor(action: BulkAction, entity: EntitySummary): EntityPatchBody {
  switch (action.kind) {
    case "move":
      // "" makes it a root again, as it was.
      return { parentId: entity.parent?.id ?? "" };
    case "tag":
      return { tagIds: entity.tags.map((tag) => tag.id) };
    default:
      return { archived: entity.archived };
  }
}

/**
 * Applies one action to many entities (or one), one request each through the public API (the same
 * checks as a single edit), a few at a time, counting progress and keeping every failure. The lists
 * are refreshed once at the end, whatever happened. What succeeded is offered for Undo in the toast:
 * the values each entity had go back unless someone changed it since (components/undo/entity-undo.ts);
 * deletes come back through undo-delete.
 */
export function useBulkAction() {
  const queryClient = useQueryClient();
  const router = useRouter();
  const offerUndo = useUndoToast();
  const texts = useBulkSummary();
  const undoSummary = useUndoSummary();
  const [progress, setProgress] = useState<BulkProgress | null>(null);
  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: queryKeys.entities.all });
    refreshPage(router);
  };
  const mutation = useMutation({
    // React Query would hold the run while offline; it keeps its own changes offline instead.
    networkMode: "always",
    mutationFn: async ({ action, entities, afterUndo, etags }: BulkRun): Promise<BulkResult> => {
      // Offline, a move, tag or archive waits on this device, each change with the version it was
      // made on. A delete does not: it cannot be undone from the queue, so it waits for the network.
      // One at a time, in order; an entity the queue could not keep (its code failed to load, the
      // browser refused the storage) is a failed outcome like a refused request, so `run` resolves.
      if (isOffline() && action.kind !== "delete") {
        const outcomes = await runLimited(entities, 1, async (entity) => {
          const { queueEdit } = await loadQueue();
          await queueEdit({
            entityId: entity.id,
            method: "PATCH",
            body: patchFor(action, entity)!,
            etag: etags?.[entity.id] ?? null,
            before: undoPatchFor(action, entity),
            label: entity.name,
          });
        });
        return { action, outcomes, queued: true };
      }
      setProgress({ action, done: 0, total: entities.length });
      const patches: PatchUndo[] = [];
      const deletes: DeleteUndo[] = [];
      const outcomes = await runLimited(
        entities,
        CONCURRENCY,
        async (entity) => {
          const body = patchFor(action, entity);
          if (body === null) {
            await api("DELETE /entities/{id}", { params: { id: entity.id } });
            deletes.push({ id: entity.id, name: entity.name });
            return;
          }
          const after = await api("PATCH /entities/{id}", { params: { id: entity.id }, body });
          patches.push({
            id: entity.id,
            name: entity.name,
            version: after.updatedAt,
            before: undoPatchFor(action, entity),
          });
        },
        () => setProgress((now) => (now ? { ...now, done: now.done + 1 } : now)),
      );
      const result: BulkResult = { action, outcomes };
      if (patches.length + deletes.length > 0) {
        offerUndo({
          message: texts.summary(result),
          undo: async () => {
            const undone = action.kind === "delete" ? await undoDeletes(deletes) : await undoPatches(patches);
            await refresh();
            if (afterUndo && undone.some((outcome) => outcome.ok)) afterUndo();
            return undoSummary(undone);
          },
        });
      }
      return result;
    },
    // Not awaited: `run` resolves as soon as the outcomes are known, so the caller drops the done
    // entries from the selection before the person can choose new ones while the lists refetch.
    onSettled: (result) => {
      setProgress(null);
      // Kept offline, nothing changed on the server; a refresh without a connection would reload
      // the page from the offline copy and lose the notice.
      if (!result?.queued) void refresh();
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
