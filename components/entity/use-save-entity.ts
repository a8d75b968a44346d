"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useRef } from "react";
import { api } from "@/lib/api-client/api-request";
import { queryKeys } from "@/lib/api-client/query-keys";
import type { EntityOut } from "@/lib/schemas/entities";
import type { createBodyFromDraft, EntityBody } from "./entity-draft";

type SaveTarget = {
  /** The entity being edited; absent when creating. */
  entityId?: string;
  /** Create through this template (POST /v1/templates/{id}/create-item). */
  templateId?: string;
  /** The edited entity's ETag as loaded: the PUT only applies if nobody changed it since (412). */
  etag?: string;
};

type SaveInput = {
  body: EntityBody;
  createBody: ReturnType<typeof createBodyFromDraft>;
  /** Save even though someone else changed the entity since it was loaded. */
  overwrite?: boolean;
  /** Creating: the create call carries everything there is (no custom fields), so skip the PUT. */
  createOnly?: boolean;
};

/**
 * Saves the editor. Editing is one PUT (a full replace, custom fields included). Creating is the
 * create call (plain, or from a template) followed by that same PUT, because create reads only a
 * few fields. If the PUT fails after the create worked, the next attempt only retries the PUT, so a
 * second submit never makes a second entity. An edit sends If-Match with the loaded ETag, so a change
 * made meanwhile by someone else is not silently overwritten (the PUT fails with 412 instead).
 */
export function useSaveEntity({ entityId, templateId, etag }: SaveTarget) {
  const queryClient = useQueryClient();
  const created = useRef<string | null>(null);
  return useMutation({
    mutationFn: async ({ body, createBody, overwrite, createOnly }: SaveInput): Promise<EntityOut> => {
      let id = entityId ?? created.current;
      if (!id) {
        const fresh = templateId
          ? await api("POST /templates/{id}/create-item", {
              params: { id: templateId },
              body: {
                ...createBody,
                parentId: createBody.parentId || undefined,
                entityTypeId: createBody.entityTypeId || undefined,
              },
            })
          : await api("POST /entities", { body: createBody });
        created.current = fresh.id;
        id = fresh.id;
        if (createOnly) return fresh;
      }
      const ifMatch = entityId && etag ? { "If-Match": overwrite ? "*" : etag } : undefined;
      return api("PUT /entities/{id}", { params: { id }, body, headers: ifMatch });
    },
    onSuccess: (entity) => {
      queryClient.setQueryData(queryKeys.entities.detail(entity.id), entity);
      // Marked stale at once; the save is done without waiting for every open list to refetch.
      void queryClient.invalidateQueries({ queryKey: queryKeys.entities.all });
    },
  });
}
