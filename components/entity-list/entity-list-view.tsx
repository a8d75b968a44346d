"use client";

import { useCanWrite } from "@/components/auth/use-can-write";
import { LowStockLink } from "@/components/stock/low-stock-link";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { useRef, useState } from "react";
import type { PickedEntity } from "@/components/pickers/entity-picker";
import { useFormats } from "@/components/i18n/formats-provider";
import { buttonStyles } from "@/components/ui/button-styles";
import { apiUrl } from "@/lib/api-client/api-request";
import type { EntitySummary } from "@/lib/schemas/entities";
import type { EntityTypeSummaryOut } from "@/lib/schemas/entity-types";
import { BulkActionsBar } from "./bulk-actions-bar";
import { EntityCards } from "./entity-cards";
import { EntityGrid } from "./entity-grid";
import { EntityTable } from "./entity-table";
import { ListFilters } from "./list-filters";
import { ListTotals } from "./list-totals";
import {
  activeFilterCount,
  apiListQuery,
  DEFAULT_PARAMS,
  exportQuery,
  isFiltered,
  LIST_PAGE_SIZE,
  pageSpan,
  shownSort,
  sortByColumn,
} from "./list-params";
import { rowsInRange } from "./range-select";
import { ViewToggle } from "./view-toggle";
import { useViewMode } from "./use-view-mode";
import { EmptyList, ListError, ListSkeleton } from "./list-states";
import { Pagination } from "./pagination";
import { RowCheckbox } from "./row-checkbox";
import { SearchField } from "./search-field";
import { useEntityList, type InitialPage } from "./use-entity-list";
import { useListParams } from "./use-list-params";
import { useSelection } from "./use-selection";

type EntityListViewProps = {
  initial?: InitialPage;
  entityTypes: EntityTypeSummaryOut[];
  /** Unused: amounts take the group's currency from FormatsProvider. Still passed by the entities page. */
  currency?: string;
  /** The URL's location filter with its name, looked up by the server for the first render. */
  initialLocation: PickedEntity | null;
};

/** The entity list: search as you type, filters and sort in the URL, numbered pages, bulk actions. */
export function EntityListView({ initial, entityTypes, initialLocation }: EntityListViewProps) {
  const t = useTranslations("entityList.view");
  const common = useTranslations("common");
  const f = useFormats();
  const [params, update] = useListParams();
  const list = useEntityList(apiListQuery(params), initial);
  const selection = useSelection();
  const [location, setLocation] = useState(initialLocation);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [view, setView] = useViewMode();
  // The row toggled last: a shift-click selects from it to the row clicked.
  const anchor = useRef<string | null>(null);
  const canWrite = useCanWrite();

  const data = list.data;
  const items = data?.items ?? [];
  const pages = data ? Math.max(1, Math.ceil(data.total / LIST_PAGE_SIZE)) : 1;
  const pickedLocation = params.parentId
    ? { id: params.parentId, name: location?.id === params.parentId ? location.name : t("chosenLocation") }
    : null;
  const onPage = items.filter((entity) => selection.isSelected(entity.id)).length;
  const heading = params.kind === "locations" ? common("locations") : common("items");
  const sort = shownSort(params);
  const filterCount = activeFilterCount(params);
  const rows = {
    isSelected: selection.isSelected,
    toggle: (entity: EntitySummary, on: boolean, range = false) => {
      selection.setMany(range ? rowsInRange(items, anchor.current, entity.id) : [entity], on);
      anchor.current = entity.id;
    },
  };

  // "1–50 of 98,000", the numbers written as the reader's language writes them.
  const rangeText = (page: number, total: number) => {
    const span = pageSpan(page, LIST_PAGE_SIZE, total);
    return span
      ? t("range", { first: f.count(span.first), last: f.count(span.last), total: f.count(total) })
      : t("rangeNone", { total: f.count(total) });
  };

  const pageCheckbox = (
    <RowCheckbox
      label={t("selectPage")}
      checked={items.length > 0 && onPage === items.length}
      indeterminate={onPage > 0 && onPage < items.length}
      onChange={(checked) => selection.setMany(items, checked)}
    />
  );

  return (
    <section aria-labelledby="entities-heading">
      <div className="mb-4 flex items-center justify-between gap-4">
        <h1 id="entities-heading" className="text-2xl font-semibold tracking-tight">
          {heading}
        </h1>
        {canWrite && (
          <Link href="/entities/new" className={buttonStyles.primary}>
            {t("newItem")}
          </Link>
        )}
      </div>

      <div className="space-y-3">
        <div className="flex items-end gap-2">
          <div className="flex-1">
            <SearchField
              value={params.q}
              // A new search starts in best-match order; changing the text keeps the sort chosen for it.
              onCommit={(q) =>
                update(!params.q.trim() && q.trim() ? { q, orderBy: "name", orderDir: "" } : { q })
              }
            />
          </div>
          <button
            type="button"
            aria-expanded={filtersOpen}
            aria-controls="entity-list-filters"
            onClick={() => setFiltersOpen((open) => !open)}
            className={`${buttonStyles.secondary} md:hidden`}
          >
            {t("filters")}
            {filterCount > 0 && (
              <span className="ml-1.5 rounded-full bg-brand-600 px-1.5 text-xs text-white">
                {t.rich("activeFilters", {
                  count: f.count(filterCount),
                  hidden: (chunks) => <span className="sr-only">{chunks}</span>,
                })}
              </span>
            )}
          </button>
        </div>
        <div id="entity-list-filters" className={filtersOpen ? "block" : "hidden md:block"}>
          <ListFilters
            params={params}
            onChange={update}
            entityTypes={entityTypes}
            location={pickedLocation}
            onLocationChange={setLocation}
          />
        </div>
      </div>

      <div className="mt-5 mb-2 flex min-h-8 flex-wrap items-center gap-x-4 gap-y-2 text-sm text-stone-600 dark:text-stone-400">
        <p aria-live="polite">
          {data ? rangeText(data.page > 0 ? data.page : 1, data.total) : ""}
          {sort.by === "relevance" && <span> · {t("bestMatchFirst")}</span>}
        </p>
        {data?.totals && data.total > 0 && <ListTotals totals={data.totals} />}
        <p aria-hidden={!list.isFetching} className={list.isFetching ? "" : "invisible"}>
          {t("updating")}
        </p>
        <div className="ml-auto flex items-center gap-2">
          {params.kind === "items" && <LowStockLink />}
          {params.kind === "items" && (
            <a
              href={apiUrl(`/entities/export?${exportQuery(params)}`)}
              download
              className={buttonStyles.ghost}
              title={t("exportTitle")}
            >
              {t("exportCsv")}
            </a>
          )}
          <ViewToggle value={view} onChange={setView} />
        </div>
      </div>

      {list.isError && (
        <div className="mb-3">
          <ListError message={list.error.message} onRetry={() => void list.refetch()} />
        </div>
      )}

      {!data ? (
        list.isError ? null : (
          <ListSkeleton />
        )
      ) : items.length === 0 && data.total > 0 ? (
        <div className="rounded-xl border border-dashed border-stone-300 px-6 py-8 text-center text-sm dark:border-stone-700">
          <p>{t("pastEnd")}</p>
          <button
            type="button"
            className={`${buttonStyles.secondary} mt-3`}
            onClick={() => update({ page: pages })}
          >
            {t("lastPage")}
          </button>
        </div>
      ) : items.length === 0 ? (
        <EmptyList
          filtered={isFiltered(params)}
          onClear={() => update({ ...DEFAULT_PARAMS, kind: params.kind })}
        />
      ) : (
        <div
          className={list.isPlaceholderData ? "opacity-70 transition-opacity" : ""}
          aria-busy={list.isPlaceholderData || undefined}
        >
          {view === "grid" ? (
            <>
              <div className="mb-2 flex items-center gap-1 text-sm">
                {pageCheckbox}
                <span aria-hidden="true">{t("selectPage")}</span>
              </div>
              <EntityGrid entities={items} selection={rows} />
            </>
          ) : (
            <>
              <div className="hidden md:block">
                <EntityTable
                  entities={items}
                  selection={rows}
                  pageCheckbox={pageCheckbox}
                  sort={sort}
                  onSort={(column) => update(sortByColumn(params, column))}
                />
              </div>
              <div className="md:hidden">
                <div className="flex items-center gap-1 border-b border-stone-200 text-sm dark:border-stone-800">
                  {pageCheckbox}
                  <span aria-hidden="true">{t("selectPage")}</span>
                </div>
                <EntityCards entities={items} selection={rows} />
              </div>
            </>
          )}
          <Pagination page={params.page} pages={pages} onPage={(page) => update({ page })} />
        </div>
      )}

      <BulkActionsBar
        selected={selection.selected}
        onClearSelection={selection.clear}
        onDone={selection.remove}
      />
    </section>
  );
}
