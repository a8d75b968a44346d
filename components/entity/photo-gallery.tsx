"use client";

import { useState } from "react";
import { buttonStyles } from "@/components/ui/button-styles";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import type { ItemAttachmentOut } from "@/lib/schemas/entities";
import { attachmentUrl } from "./attachment-url";
import { PhotoViewer } from "./photo-viewer";
import { useDeleteAttachment, useSetPrimaryPhoto } from "./use-attachment-mutations";

function TrashIcon() {
  return (
    <svg
      viewBox="0 0 20 20"
      aria-hidden="true"
      className="size-4"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M3.5 5.5h13M8 5.5V3.8h4v1.7M5.2 5.5l.8 11h8l.8-11M8.5 8.5v5M11.5 8.5v5" />
    </svg>
  );
}

type PhotoGalleryProps = { entityId: string; photos: ItemAttachmentOut[] };

/**
 * The item's photos as thumbnails, primary first; a tap enlarges one in the viewer. A thumbnail is
 * made in the background after an upload, so until it exists the original (scaled by the browser)
 * stands in.
 */
export function PhotoGallery({ entityId, photos }: PhotoGalleryProps) {
  const setPrimary = useSetPrimaryPhoto(entityId);
  const remove = useDeleteAttachment(entityId);
  const [deleting, setDeleting] = useState<ItemAttachmentOut | null>(null);
  const [viewing, setViewing] = useState<number | null>(null);
  if (photos.length === 0)
    return <p className="text-sm text-stone-500 dark:text-stone-400">No photos yet.</p>;
  return (
    <>
      <ul aria-label="Photos" className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
        {photos.map((photo, index) => (
          <li
            key={photo.id}
            className="overflow-hidden rounded-lg border border-stone-200 bg-white dark:border-stone-800 dark:bg-stone-900"
          >
            <button
              type="button"
              onClick={() => setViewing(index)}
              className="block w-full cursor-zoom-in focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-500"
            >
              <span className="sr-only">Enlarge </span>
              {/* eslint-disable-next-line @next/next/no-img-element -- our own API serves the WebP thumbnail */}
              <img
                src={attachmentUrl(entityId, photo.thumbnail?.id ?? photo.id)}
                alt={photo.title}
                loading="lazy"
                className="aspect-square w-full object-cover"
              />
            </button>
            <div className="flex items-center gap-1 p-1.5">
              {photo.primary ? (
                <span className="flex-1 px-2 py-1.5 text-xs font-medium text-brand-700 sm:text-sm dark:text-brand-300">
                  Primary
                </span>
              ) : (
                <button
                  type="button"
                  className="flex-1 rounded-lg px-2 py-1.5 text-left text-xs font-medium text-stone-700 hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 disabled:opacity-60 sm:text-sm dark:text-stone-200 dark:hover:bg-stone-800"
                  disabled={setPrimary.isPending}
                  onClick={() => setPrimary.mutate(photo.id)}
                >
                  Make primary<span className="sr-only"> {photo.title}</span>
                </button>
              )}
              <button
                type="button"
                className={`${buttonStyles.ghost} size-9 shrink-0 p-0`}
                title="Delete photo"
                onClick={() => setDeleting(photo)}
              >
                <TrashIcon />
                <span className="sr-only">Delete photo {photo.title}</span>
              </button>
            </div>
          </li>
        ))}
      </ul>
      <PhotoViewer
        entityId={entityId}
        photos={photos}
        index={viewing !== null && viewing < photos.length ? viewing : null}
        onIndexChange={setViewing}
        onClose={() => setViewing(null)}
      />
      <ConfirmDialog
        open={deleting !== null}
        title="Delete this photo?"
        confirmLabel="Delete photo"
        pendingLabel="Deleting…"
        pending={remove.isPending}
        destructive
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate(deleting.id, { onSuccess: () => setDeleting(null) })}
      >
        {deleting?.title}
      </ConfirmDialog>
    </>
  );
}
