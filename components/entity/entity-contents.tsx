import Link from "next/link";
import { EntityThumbnail } from "@/components/entity-list/entity-thumbnail";
import { buttonStyles } from "@/components/ui/button-styles";
import type { EntityListOut, EntitySummary } from "@/lib/schemas/entities";
import { contentsLabel } from "@/lib/text/contents-label";
import { plural } from "@/lib/text/plural";

type EntityContentsProps = {
  entityId: string;
  /** Direct children that are locations (few; they come with the entity). */
  locations: EntitySummary[];
  /** One server-side page of the direct children that are not locations. */
  items: EntityListOut;
};

function ContentRow({ entity }: { entity: EntitySummary }) {
  // A sub-location counts what it holds all the way down, as the card above and the location tree
  // do. Without the nested figures (never on this page) HomeBox's itemCount only has the pieces.
  const detail = entity.entityType?.isLocation
    ? entity.nestedItemCount !== undefined
      ? contentsLabel(entity.nestedItemCount, entity.nestedQuantity ?? entity.nestedItemCount)
      : plural(entity.itemCount ?? 0, "piece")
    : entity.quantity !== 1
      ? `× ${entity.quantity.toLocaleString("en")}`
      : "";
  return (
    <li>
      <Link
        href={`/entities/${entity.id}`}
        className="flex items-center gap-3 px-3 py-2.5 hover:bg-stone-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-500 sm:px-4 dark:hover:bg-stone-800/50"
      >
        <EntityThumbnail entity={entity} />
        <span className="min-w-0 flex-1">
          <span className="block truncate font-medium">{entity.name}</span>
          {entity.entityType && (
            <span className="block truncate text-xs text-stone-500 dark:text-stone-400">
              {entity.entityType.name}
              {entity.archived ? " · archived" : ""}
            </span>
          )}
        </span>
        {detail && (
          <span className="shrink-0 text-sm text-stone-500 tabular-nums dark:text-stone-400">{detail}</span>
        )}
      </Link>
    </li>
  );
}

function pageHref(entityId: string, page: number): string {
  return page <= 1 ? `/entities/${entityId}` : `/entities/${entityId}?page=${page}`;
}

/**
 * What an entity contains: its sub-locations, then one page of its items with page links. The
 * items are paged on the server, so a location holding 20 000 things renders as fast as one
 * holding three.
 */
export function EntityContents({ entityId, locations, items }: EntityContentsProps) {
  const pages = Math.max(1, Math.ceil(items.total / items.pageSize));
  const listClass =
    "divide-y divide-stone-200 overflow-hidden rounded-xl border border-stone-200 bg-white shadow-sm dark:divide-stone-800 dark:border-stone-800 dark:bg-stone-900/60";
  return (
    <section aria-labelledby="contents-heading" className="space-y-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="contents-heading" className="text-lg font-semibold">
          Contents
        </h2>
        <p className="text-sm text-stone-500 dark:text-stone-400">
          {plural(items.total, "item")}
          {locations.length > 0 && `, ${plural(locations.length, "location")}`}
        </p>
      </div>
      {locations.length > 0 && items.page <= 1 && (
        <ul aria-label="Locations inside" className={listClass}>
          {locations.map((location) => (
            <ContentRow key={location.id} entity={location} />
          ))}
        </ul>
      )}
      {items.items.length > 0 ? (
        <ul aria-label="Items inside" className={listClass}>
          {items.items.map((item) => (
            <ContentRow key={item.id} entity={item} />
          ))}
        </ul>
      ) : (
        locations.length === 0 && (
          <p className="text-sm text-stone-500 dark:text-stone-400">Nothing here yet.</p>
        )
      )}
      {pages > 1 && (
        <nav aria-label="Contents pages" className="flex flex-wrap items-center justify-between gap-2">
          {items.page > 1 ? (
            <Link href={pageHref(entityId, items.page - 1)} className={buttonStyles.secondary} rel="prev">
              Previous page
            </Link>
          ) : (
            <span />
          )}
          <span className="text-sm text-stone-600 dark:text-stone-400">
            Page {items.page} of {pages.toLocaleString("en")}
          </span>
          {items.page < pages ? (
            <Link href={pageHref(entityId, items.page + 1)} className={buttonStyles.secondary} rel="next">
              Next page
            </Link>
          ) : (
            <span />
          )}
        </nav>
      )}
    </section>
  );
}
