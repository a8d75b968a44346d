"use client";

import { useTranslations } from "next-intl";
import { useEffect, useRef } from "react";
import { useFormats } from "@/components/i18n/formats-provider";
import { buttonStyles } from "@/components/ui/button-styles";
import { ItemRow } from "./item-row";
import type { LocationItem } from "./use-location-items";

type LocationItemsProps = {
  location: { id: string; name: string };
  items: LocationItem[];
  total: number;
  hasMore: boolean;
  loadingMore: boolean;
  loadMore: () => void;
};

/** The items of an opened location, under its sub-locations, one page more at a time. */
export function LocationItems({
  location,
  items,
  total,
  hasMore,
  loadingMore,
  loadMore,
}: LocationItemsProps) {
  const t = useTranslations("locations.branch");
  const f = useFormats();
  const listRef = useRef<HTMLUListElement>(null);
  // After "Show more items", focus goes to the first item just loaded: the button may be gone.
  const focusFrom = useRef<number | null>(null);
  useEffect(() => {
    const from = focusFrom.current;
    if (from === null || items.length <= from) return;
    focusFrom.current = null;
    listRef.current?.querySelectorAll<HTMLAnchorElement>(":scope > li a")[from]?.focus();
  }, [items.length]);

  return (
    <>
      <ul
        ref={listRef}
        aria-label={t("itemsIn", { name: location.name })}
        className="ml-5 border-l border-stone-200 sm:ml-6 dark:border-stone-800"
      >
        {items.map((item) => (
          <ItemRow key={item.id} item={item} location={location} />
        ))}
      </ul>
      {hasMore && (
        <div className="flex flex-wrap items-center gap-3 py-2 pr-3 pl-12">
          <p className="text-sm text-stone-500 dark:text-stone-400">
            {t("showingItems", { shown: f.count(items.length), total: f.count(total) })}
          </p>
          <button
            type="button"
            className={buttonStyles.secondary}
            disabled={loadingMore}
            onClick={() => {
              focusFrom.current = items.length;
              loadMore();
            }}
          >
            {loadingMore ? t("loading") : t("showMore")}
          </button>
        </div>
      )}
    </>
  );
}
