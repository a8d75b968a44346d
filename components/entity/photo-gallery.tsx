"use client";

import { useCanWrite } from "@/components/auth/use-can-write";
import { useTranslations } from "next-intl";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { buttonStyles } from "@/components/ui/button-styles";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import type { ItemAttachmentOut } from "@/lib/schemas/entities";
import { attachmentUrl } from "./attachment-url";
import { PhotoViewer } from "./photo-viewer";
import { PhotoMoveButtons, type Direction } from "./photo-move-buttons";
import { useDeleteAttachment, useMovePhoto, useSetPrimaryPhoto } from "./use-attachment-mutations";

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

const hidden = (chunks: ReactNode) => <span className="sr-only">{chunks}</span>;

type PhotoGalleryProps = {
  entityId: string;
  photos: ItemAttachmentOut[];
  /** Each photo's place as the server counts `position` (attachment-url.ts). */
  places: Map<string, number>;
};

/**
 * The item's photos as thumbnails, primary first, the others in their order, which "Earlier" and
 * "Later" change; a tap enlarges one in the viewer. A thumbnail is made in the background after an
 * upload, so until it exists the original (scaled by the browser) stands in.
 */
export function PhotoGallery({ entityId, photos, places }: PhotoGalleryProps) {
  const t = useTranslations("entity");
  const setPrimary = useSetPrimaryPhoto(entityId);
  const remove = useDeleteAttachment(entityId);
  const move = useMovePhoto(entityId);
  const canWrite = useCanWrite();
  const [deleting, setDeleting] = useState<ItemAttachmentOut | null>(null);
  const [viewing, setViewing] = useState<number | null>(null);
  const gallery = useRef<HTMLUListElement>(null);
  // Moving a node drops its focus: once the new order shows and the buttons are enabled again, the
  // moved photo's button (or its other one, at an end) gets it back.
  const refocus = useRef<{ id: string; direction: Direction; order: string } | null>(null);
  const order = photos.map((photo) => photo.id).join();
  const pending = move.isPending;
  useEffect(() => {
    const wanted = refocus.current;
    if (!wanted || pending || order !== wanted.order) return;
    refocus.current = null;
    const buttons = [
      ...(gallery.current?.querySelectorAll<HTMLButtonElement>(
        `[data-photo="${wanted.id}"] button[data-move]`,
      ) ?? []),
    ];
    const same = buttons.find((button) => button.dataset.move === wanted.direction && !button.disabled);
    (same ?? buttons.find((button) => !button.disabled))?.focus();
  }, [order, pending]);
  const moveTo = (photo: ItemAttachmentOut, direction: Direction, neighbour: ItemAttachmentOut) => {
    const position = places.get(neighbour.id);
    if (position === undefined) return;
    const swapped = photos.map((each) =>
      each.id === photo.id ? neighbour.id : each.id === neighbour.id ? photo.id : each.id,
    );
    refocus.current = { id: photo.id, direction, order: swapped.join() };
    move.mutate({ attachmentId: photo.id, position });
  };
  if (photos.length === 0)
    return <p className="text-sm text-stone-500 dark:text-stone-400">{t("gallery.empty")}</p>;
  return (
    <>
      <ul
        ref={gallery}
        aria-label={t("gallery.photos")}
        className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4"
      >
        {photos.map((photo, index) => (
          <li
            key={photo.id}
            data-photo={photo.id}
            className="flex flex-col overflow-hidden rounded-lg border border-stone-200 bg-white dark:border-stone-800 dark:bg-stone-900"
          >
            <button
              type="button"
              onClick={() => setViewing(index)}
              className="block w-full cursor-zoom-in focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-500"
            >
              {t.rich("gallery.enlarge", { hidden })}
              {/* eslint-disable-next-line @next/next/no-img-element -- our own API serves the WebP thumbnail */}
              <img
                src={attachmentUrl(entityId, photo.thumbnail?.id ?? photo.id)}
                alt={photo.title}
                loading="lazy"
                className="aspect-square w-full object-cover"
              />
            </button>
            {canWrite && (
              <div className="flex items-center gap-1 p-1.5">
                {photo.primary ? (
                  <span className="flex-1 px-2 py-1.5 text-xs font-medium text-brand-700 sm:text-sm dark:text-brand-300">
                    {t("gallery.primary")}
                  </span>
                ) : (
                  <button
                    type="button"
                    className="flex-1 rounded-lg px-2 py-1.5 text-left text-xs font-medium text-stone-700 hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 disabled:opacity-60 sm:text-sm dark:text-stone-200 dark:hover:bg-stone-800"
                    disabled={setPrimary.isPending}
                    onClick={() => setPrimary.mutate(photo.id)}
                  >
                    {t.rich("gallery.makePrimary", { title: photo.title, hidden })}
                  </button>
                )}
                <button
                  type="button"
                  className={`${buttonStyles.ghost} size-9 shrink-0 p-0`}
                  title={t("gallery.deletePhoto")}
                  onClick={() => setDeleting(photo)}
                >
                  <TrashIcon />
                  <span className="sr-only">{t("gallery.deletePhotoNamed", { title: photo.title })}</span>
                </button>
              </div>
            )}
            {canWrite && !photo.primary && (
              <PhotoMoveButtons
                title={photo.title}
                pending={move.isPending}
                earlier={photos[index - 1]?.primary === false ? photos[index - 1]! : null}
                later={photos[index + 1] ?? null}
                onMove={(direction, neighbour) => moveTo(photo, direction, neighbour)}
              />
            )}
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
        title={t("gallery.deleteTitle")}
        confirmLabel={t("gallery.deletePhoto")}
        pendingLabel={t("deleting")}
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
