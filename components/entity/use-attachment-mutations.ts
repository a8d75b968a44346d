"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { refreshPage } from "@/components/navigation/page-refresh";
import { api } from "@/lib/api-client/api-request";
import { queryKeys } from "@/lib/api-client/query-keys";
import type { AttachmentType, ExternalAttachmentCreate } from "@/lib/schemas/attachments";
import type { EntityOut } from "@/lib/schemas/entities";

/**
 * Photos and attachments belong to the entity: after a change its detail, its history (and the
 * lists showing its thumbnail) are stale, and the server-rendered page is refreshed to show the new set.
 */
function useAttachmentMutation<TVariables, TResult>(
  entityId: string,
  run: (variables: TVariables) => Promise<TResult>,
) {
  const queryClient = useQueryClient();
  const router = useRouter();
  return useMutation({
    mutationFn: run,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.entities.detail(entityId) });
      await queryClient.invalidateQueries({ queryKey: queryKeys.entities.lists() });
      await queryClient.invalidateQueries({ queryKey: queryKeys.entities.history(entityId) });
      refreshPage(router);
    },
  });
}

export type Upload = { file: File; type?: AttachmentType; primary?: boolean };

/** One file onto the entity through the attachment upload route. */
export function uploadAttachment(entityId: string, upload: Upload): Promise<EntityOut> {
  const form = new FormData();
  form.append("file", upload.file);
  form.append("name", upload.file.name || "photo");
  if (upload.type) form.append("type", upload.type);
  if (upload.primary) form.append("primary", "true");
  return api("POST /entities/{id}/attachments", { params: { id: entityId }, body: form });
}

/** Uploads files one after another, reporting how many are done (fetch has no upload progress). */
export function useUploadAttachments(entityId: string, onProgress: (done: number, total: number) => void) {
  return useAttachmentMutation(entityId, async (uploads: Upload[]) => {
    for (const [index, upload] of uploads.entries()) {
      onProgress(index, uploads.length);
      await uploadAttachment(entityId, upload);
    }
    onProgress(uploads.length, uploads.length);
  });
}

export function useSetPrimaryPhoto(entityId: string) {
  return useAttachmentMutation(entityId, (attachmentId: string) =>
    api("PUT /entities/{id}/attachments/{attachmentId}", {
      params: { id: entityId, attachmentId },
      body: { primary: true },
    }),
  );
}

/** Moves a photo to `position` among the entity's photos; the server renumbers the rest at once. */
export function useMovePhoto(entityId: string) {
  return useAttachmentMutation(
    entityId,
    ({ attachmentId, position }: { attachmentId: string; position: number }) =>
      api("PUT /entities/{id}/attachments/{attachmentId}", {
        params: { id: entityId, attachmentId },
        body: { position },
      }),
  );
}

export function useDeleteAttachment(entityId: string) {
  return useAttachmentMutation(entityId, (attachmentId: string) =>
    api("DELETE /entities/{id}/attachments/{attachmentId}", { params: { id: entityId, attachmentId } }),
  );
}

export function useAddExternalLink(entityId: string) {
  return useAttachmentMutation(entityId, (link: ExternalAttachmentCreate) =>
    api("POST /entities/{id}/attachments/external", { params: { id: entityId }, body: link }),
  );
}
