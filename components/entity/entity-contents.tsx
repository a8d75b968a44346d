import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { EntityThumbnail } from "@/components/entity-list/entity-thumbnail";
import { buttonStyles } from "@/components/ui/button-styles";
import type { Formats } from "@/lib/i18n/format";
import { getFormats } from "@/lib/i18n/request-locale";
import type { EntityListOut, EntitySummary } from "@/lib/schemas/entities";

type EntityContentsProps = {
  entityId: string;
  /** Direct children that are locations (few; they come with the entity). */
  locations: EntitySummary[];
  /** One server-side page of the direct children that are not locations. */
  items: EntityListOut;
  /** The group's currency (the formats want it; this list shows no amounts). */
  currency: string;
};

async function ContentRow({ entity, f }: { entity: EntitySummary; f: Formats }) {
  const t = await getTranslations("entity.contents");
  const common = await getTranslations("common");
  // A sub-location counts what it holds all the way down, as the card above and the location tree
  // do: items, and the summed pieces only when they tell something more. Without the nested
  // figures (never on this page) HomeBox's itemCount only has the pieces.
  const items = entity.nestedItemCount;
  const pieces = entity.nestedQuantity ?? items;
  const detail = entity.entityType?.isLocation
    ? items !== undefined
      ? pieces === items
        ? common("countItems", { count: items })
        : t("itemsAndPieces", { items, pieces: pieces ?? items })
      : common("countPieces", { count: entity.itemCount ?? 0 })
    : entity.quantity !== 1
      ? `× ${f.count(entity.quantity)}`
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
              {entity.archived ? ` · ${t("archived")}` : ""}
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
export async function EntityContents({ entityId, locations, items, currency }: EntityContentsProps) {
  const t = await getTranslations("entity.contents");
  const common = await getTranslations("common");
  const f = await getFormats(currency);
  const pages = Math.max(1, Math.ceil(items.total / items.pageSize));
  const listClass =
    "divide-y divide-stone-200 overflow-hidden rounded-xl border border-stone-200 bg-white shadow-sm dark:divide-stone-800 dark:border-stone-800 dark:bg-stone-900/60";
  return (
    <section aria-labelledby="contents-heading" className="space-y-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="contents-heading" className="text-lg font-semibold">
          {t("heading")}
        </h2>
        <p className="text-sm text-stone-500 dark:text-stone-400">
          {locations.length > 0
            ? t("itemsAndLocations", { items: items.total, locations: locations.length })
            : common("countItems", { count: items.total })}
        </p>
      </div>
      {locations.length > 0 && items.page <= 1 && (
        <ul aria-label={t("locationsInside")} className={listClass}>
          {locations.map((location) => (
            <ContentRow key={location.id} entity={location} f={f} />
          ))}
        </ul>
      )}
      {items.items.length > 0 ? (
        <ul aria-label={t("itemsInside")} className={listClass}>
          {items.items.map((item) => (
            <ContentRow key={item.id} entity={item} f={f} />
          ))}
        </ul>
      ) : (
        locations.length === 0 && <p className="text-sm text-stone-500 dark:text-stone-400">{t("empty")}</p>
      )}
      {pages > 1 && (
        <nav aria-label={t("pagesLabel")} className="flex flex-wrap items-center justify-between gap-2">
          {items.page > 1 ? (
            <Link href={pageHref(entityId, items.page - 1)} className={buttonStyles.secondary} rel="prev">
              {t("previousPage")}
            </Link>
          ) : (
            <span />
          )}
          <span className="text-sm text-stone-600 dark:text-stone-400">
            {t("pageOf", { page: f.count(items.page), pages: f.count(pages) })}
          </span>
          {items.page < pages ? (
            <Link href={pageHref(entityId, items.page + 1)} className={buttonStyles.secondary} rel="next">
              {t("nextPage")}
            </Link>
          ) : (
            <span />
          )}
        </nav>
      )}
    </section>
  );
}
