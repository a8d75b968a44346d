import { apiUrl } from "@/lib/api-client/api-request";
import type { EntitySummary } from "@/lib/schemas/entities";

const boxes = {
  /** A row's 40 px square. */
  row: { box: "size-10 rounded-md", icon: "size-5", pixels: 40 },
  /** A grid card's picture: as wide as the card, square. */
  card: { box: "aspect-square w-full rounded-t-xl", icon: "size-12", pixels: 320 },
} as const;

/**
 * The entity's picture (its thumbnail, else its primary photo) in a fixed box, so rows and cards
 * keep their size whether or not a picture loads; a box drawn as a placeholder when there is none.
 * Decorative: the name beside it says what it is.
 */
export function EntityThumbnail({
  entity,
  size = "row",
}: {
  entity: EntitySummary;
  size?: keyof typeof boxes;
}) {
  const attachmentId = entity.thumbnailId ?? entity.imageId;
  const { box, icon, pixels } = boxes[size];
  return (
    <span
      className={`flex shrink-0 items-center justify-center overflow-hidden bg-stone-100 text-stone-400 dark:bg-stone-800 dark:text-stone-500 ${box}`}
    >
      {attachmentId ? (
        // A plain img: the file is served by our API behind the session cookie, not by next/image.
        // eslint-disable-next-line @next/next/no-img-element
        <img
          src={apiUrl(`/entities/${entity.id}/attachments/${attachmentId}`)}
          alt=""
          width={pixels}
          height={pixels}
          loading="lazy"
          decoding="async"
          className="size-full object-cover"
        />
      ) : (
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className={icon}
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
