import { EntityTypeIcon } from "@/components/entity-types/entity-type-icon";
import { apiUrl } from "@/lib/api-client/api-request";
import type { EntitySummary } from "@/lib/schemas/entities";

const boxes = {
  /** A row's 40 px square. */
  row: { box: "size-10 rounded-md", icon: "size-5", pixels: 40 },
  /** A grid card's picture: as wide as the card, square. */
  card: { box: "aspect-square w-full rounded-t-xl", icon: "size-12", pixels: 320 },
} as const;

/**
 * An item's or location's picture (its thumbnail, else its primary photo) in a fixed box, so rows
 * and cards keep their size whether or not a picture loads; without a photo, its type's icon.
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
        <EntityTypeIcon type={entity.entityType} className={icon} />
      )}
    </span>
  );
}
