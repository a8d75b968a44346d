import { EntityTypeIcon } from "@/components/entity-types/entity-type-icon";
import { apiUrl } from "@/lib/api-client/api-request";
import type { EntitySummary } from "@/lib/schemas/entities";

/**
 * An item's or location's small picture (its thumbnail, else its primary photo) in a fixed 40 px
 * box, so rows keep their height whether or not a picture loads; without a photo, its type's icon.
 * Decorative: the name beside it says what it is.
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
        <EntityTypeIcon type={entity.entityType} />
      )}
    </span>
  );
}
