"use client";

import { LoanFilterSelect } from "@/components/loans/loan-filter-select";
import { useTranslations } from "next-intl";
import { EntityPicker, type PickedEntity } from "@/components/pickers/entity-picker";
import { TagPicker } from "@/components/pickers/tag-picker";
import type { EntityOrder, OrderDirection } from "@/lib/schemas/entity-order";
import type { EntityTypeSummaryOut } from "@/lib/schemas/entity-types";
import { FilterCheckbox } from "./filter-checkbox";
import { FilterSelect } from "./filter-select";
import { shownSort, type KindFilter, type ListParams, type PhotoFilter } from "./list-params";

type SortValue = `${EntityOrder}:${OrderDirection}`;

/** Each sort the select offers: an order and a direction, written "order:direction". */
const ORDERS = [
  "name:asc",
  "name:desc",
  "createdAt:desc",
  "createdAt:asc",
  "updatedAt:desc",
  "assetId:asc",
  "location:asc",
  "quantity:desc",
  "purchasePrice:desc",
  "purchasePrice:asc",
] as const satisfies ReadonlyArray<SortValue>;

const BEST_MATCH = "relevance";

/** The select's words, each key written out so the catalogue check sees it used. */
function useFilterLabels() {
  const t = useTranslations("entityList.filters");
  const kinds: Record<KindFilter, string> = { items: t("kindItems"), locations: t("kindLocations") };
  const photos: Record<PhotoFilter, string> = {
    any: t("photoAny"),
    with: t("photoWith"),
    without: t("photoWithout"),
  };
  const orders: Record<(typeof ORDERS)[number], string> = {
    "name:asc": t("nameAsc"),
    "name:desc": t("nameDesc"),
    "createdAt:desc": t("newest"),
    "createdAt:asc": t("oldest"),
    "updatedAt:desc": t("recentlyUpdated"),
    "assetId:asc": t("assetId"),
    "location:asc": t("locationAsc"),
    "quantity:desc": t("quantityDesc"),
    "purchasePrice:desc": t("priceDesc"),
    "purchasePrice:asc": t("priceAsc"),
  };
  return { t, kinds, photos, orders };
}

type ListFiltersProps = {
  params: ListParams;
  onChange: (change: Partial<ListParams>) => void;
  entityTypes: EntityTypeSummaryOut[];
  /** The chosen location as the picker shows it (the URL holds only its id). */
  location: PickedEntity | null;
  onLocationChange: (location: PickedEntity | null) => void;
};

/** Every filter of the list and its sort order; each change goes straight into the URL. */
export function ListFilters({ params, onChange, entityTypes, location, onLocationChange }: ListFiltersProps) {
  const { t, kinds, photos, orders } = useFilterLabels();
  // Only the types of the chosen kind: an item type would list nothing among locations.
  const types = entityTypes.filter((type) => type.isLocation === (params.kind === "locations"));
  const sort = shownSort(params);
  const sortValue = sort.by === "relevance" ? BEST_MATCH : `${sort.by}:${sort.dir}`;
  // A sort set by a column header that the select does not name is still shown as it is.
  const sortOptions: Array<{ value: string; label: string }> = [
    ...(params.q.trim() ? [{ value: BEST_MATCH, label: t("bestMatch") }] : []),
    ...ORDERS.map((order) => ({ value: order, label: orders[order] })),
    ...(sort.by !== "relevance" && !(ORDERS as readonly string[]).includes(sortValue)
      ? [{ value: sortValue, label: t("otherSort", { order: sort.by, dir: sort.dir }) }]
      : []),
  ];
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      <div className="sm:col-span-2">
        <TagPicker
          label={t("tags")}
          value={params.tags}
          onChange={(tags) => onChange({ tags })}
          canCreate={false}
        />
        {params.tags.length > 0 && (
          <FilterCheckbox
            label={t("withoutTags")}
            checked={params.negateTags}
            onChange={(negateTags) => onChange({ negateTags })}
          />
        )}
      </div>
      <div className="sm:col-span-2">
        <EntityPicker
          label={t("location")}
          kind="location"
          value={location}
          placeholder={t("anywhere")}
          onChange={(picked) => {
            onLocationChange(picked);
            onChange({ parentId: picked?.id ?? "" });
          }}
        />
        {params.parentId && (
          <FilterCheckbox
            label={t("directOnly")}
            checked={params.directOnly}
            onChange={(directOnly) => onChange({ directOnly })}
          />
        )}
      </div>
      <FilterSelect
        label={t("kind")}
        value={params.kind}
        options={(["items", "locations"] as const).map((kind) => ({ value: kind, label: kinds[kind] }))}
        onChange={(kind) => onChange({ kind, entityTypeId: "" })}
      />
      <FilterSelect
        label={t("type")}
        value={params.entityTypeId}
        options={[
          { value: "", label: t("anyType") },
          ...types.map((type) => ({ value: type.id, label: type.name })),
        ]}
        onChange={(entityTypeId) => onChange({ entityTypeId })}
      />
      <FilterSelect
        label={t("photo")}
        value={params.photo}
        options={(["any", "with", "without"] as const).map((photo) => ({
          value: photo,
          label: photos[photo],
        }))}
        onChange={(photo) => onChange({ photo })}
      />
      {params.kind === "items" && (
        <LoanFilterSelect value={params.loans} onChange={(loans) => onChange({ loans })} />
      )}
      <FilterSelect
        label={t("sortBy")}
        value={sortValue}
        options={sortOptions}
        onChange={(value) => {
          if (value === BEST_MATCH) return onChange({ orderBy: "name", orderDir: "" });
          const [orderBy, orderDir] = value.split(":") as [EntityOrder, OrderDirection];
          onChange({ orderBy, orderDir });
        }}
      />
      <FilterCheckbox
        label={t("includeArchived")}
        checked={params.includeArchived}
        onChange={(includeArchived) => onChange({ includeArchived })}
      />
    </div>
  );
}
