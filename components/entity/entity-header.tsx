import { EntityTypeIcon } from "@/components/entity-types/entity-type-icon";
import { TagChip } from "@/components/tags/tag-chip";
import type { EntityOut } from "@/lib/schemas/entities";
import { attachmentUrl } from "./attachment-url";

/** Name, primary photo and the facts that identify an item or location at a glance. */
export function EntityHeader({ entity }: { entity: EntityOut }) {
  const badge =
    "inline-flex items-center gap-1 rounded-full border border-stone-300 px-2.5 py-0.5 text-xs font-medium text-stone-700 dark:border-stone-700 dark:text-stone-300";
  return (
    <header className="flex items-start gap-4">
      {entity.thumbnailId && (
        // eslint-disable-next-line @next/next/no-img-element -- our own API serves the WebP thumbnail
        <img
          src={attachmentUrl(entity.id, entity.thumbnailId)}
          alt=""
          className="size-20 shrink-0 rounded-lg object-cover sm:size-24"
        />
      )}
      <div className="min-w-0 flex-1 space-y-2">
        <h1 id="entity-heading" className="text-2xl font-semibold tracking-tight break-words">
          {entity.name}
        </h1>
        <ul aria-label="Summary" className="flex flex-wrap items-center gap-1.5">
          {entity.entityType && (
            <li className={badge}>
              <EntityTypeIcon type={entity.entityType} className="size-3.5" />
              {entity.entityType.name}
            </li>
          )}
          {entity.assetId && <li className={badge}>Asset {entity.assetId}</li>}
          {!entity.entityType?.isLocation && (
            <li className={badge}>Quantity {entity.quantity.toLocaleString("en")}</li>
          )}
          {entity.archived && (
            <li className={`${badge} border-amber-400 text-amber-800 dark:text-amber-300`}>Archived</li>
          )}
        </ul>
        {entity.tags.length > 0 && (
          <ul aria-label="Tags" className="flex flex-wrap gap-1.5">
            {entity.tags.map((tag) => (
              <li key={tag.id} className="flex">
                <TagChip tag={tag} size="md" />
              </li>
            ))}
          </ul>
        )}
      </div>
    </header>
  );
}
