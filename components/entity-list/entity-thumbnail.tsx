import { apiUrl } from "@/lib/api-client/api-request";
import type { EntitySummary } from "@/lib/schemas/entities";

/**
 * The entity's small picture (its thumbnail, else its primary photo) in a fixed 40 px box, so rows
 * keep their height whether or not a picture loads. Decorative: the name beside it says what it is.
 */
export function EntityThumbnail({ entity }: { entity: EntitySummary }) {
  const attachmentId = entity.thumbnailId ?? entity.imageId;
  return (
    <span className="flex size-10 shrink-0 items-center justify-center overflow-hidden rounded-md bg-stone-100 text-stone-400 dark:bg-stone-800 dark:text-stone-500">
      {attachmentId ? (
        // A plain img: the file is served by our API behind the session cookie, not by next/image.
        // eslint-disable-next-line @next/next/no-img-element
        <img
          src={apiUrl(`/entities/${entity.id}/attachments/${attachmentId}`)}
          alt=""
          width={40}
          height={40}
          loading="lazy"
          decoding="async"
          className="size-10 object-cover"
        />
      ) : (
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="size-5"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.5"
        >
          <path d="M4 7.5 12 3l8 4.5v9L12 21l-8-4.5v-9Z" />
          <path d="m4 7.5 8 4.5 8-4.5M12 12v9" />
        </svg>
      )}
    </span>
  );
}
