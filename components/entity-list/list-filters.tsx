"use client";

import { EntityPicker, type PickedEntity } from "@/components/pickers/entity-picker";
import { TagPicker } from "@/components/pickers/tag-picker";
import type { EntityOrder, OrderDirection } from "@/lib/schemas/entity-order";
import type { EntityTypeSummaryOut } from "@/lib/schemas/entity-types";
import { FilterCheckbox } from "./filter-checkbox";
import { FilterSelect } from "./filter-select";
import { shownSort, type KindFilter, type ListParams, type PhotoFilter } from "./list-params";

const KINDS = [
  { value: "items", label: "Items" },
  { value: "locations", label: "Locations" },
] as const satisfies ReadonlyArray<{ value: KindFilter; label: string }>;

const PHOTOS = [
  { value: "any", label: "With or without" },
  { value: "with", label: "With a photo" },
  { value: "without", label: "Without a photo" },
] as const satisfies ReadonlyArray<{ value: PhotoFilter; label: string }>;

/** Each sort the select offers: an order and a direction, written "order:direction". */
const ORDERS = [
  { value: "name:asc", label: "Name (A–Z)" },
  { value: "name:desc", label: "Name (Z–A)" },
  { value: "createdAt:desc", label: "Newest first" },
  { value: "createdAt:asc", label: "Oldest first" },
  { value: "updatedAt:desc", label: "Recently updated" },
  { value: "assetId:asc", label: "Asset ID" },
  { value: "location:asc", label: "Location (A–Z)" },
  { value: "quantity:desc", label: "Quantity (most first)" },
  { value: "purchasePrice:desc", label: "Price (highest first)" },
  { value: "purchasePrice:asc", label: "Price (lowest first)" },
] as const satisfies ReadonlyArray<{ value: `${EntityOrder}:${OrderDirection}`; label: string }>;

const ORDER_NAMES: Record<EntityOrder, string> = {
  name: "Name",
  createdAt: "Created",
  updatedAt: "Updated",
  assetId: "Asset ID",
  location: "Location",
  quantity: "Quantity",
  purchasePrice: "Price",
};

const BEST_MATCH = { value: "relevance", label: "Best match" } as const;

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
  // Only the types of the chosen kind: an item type would list nothing among locations.
  const types = entityTypes.filter((type) => type.isLocation === (params.kind === "locations"));
  const sort = shownSort(params);
  const sortValue = sort.by === "relevance" ? BEST_MATCH.value : `${sort.by}:${sort.dir}`;
  // A sort set by a column header that the select does not name is still shown as it is.
  const sortOptions = [
    ...(params.q.trim() ? [BEST_MATCH] : []),
    ...ORDERS,
    ...(sort.by !== "relevance" && !ORDERS.some((order) => order.value === sortValue)
      ? [
          {
            value: sortValue,
            label: `${ORDER_NAMES[sort.by]} (${sort.dir === "asc" ? "ascending" : "descending"})`,
          },
        ]
      : []),
  ];
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      <div className="sm:col-span-2">
        <TagPicker
          label="Tags"
          value={params.tags}
          onChange={(tags) => onChange({ tags })}
          canCreate={false}
        />
        {params.tags.length > 0 && (
          <FilterCheckbox
            label="Without these tags"
            checked={params.negateTags}
            onChange={(negateTags) => onChange({ negateTags })}
          />
        )}
      </div>
      <div className="sm:col-span-2">
        <EntityPicker
          label="Location"
          kind="location"
          value={location}
          placeholder="Anywhere"
          onChange={(picked) => {
            onLocationChange(picked);
            onChange({ parentId: picked?.id ?? "" });
          }}
        />
        {params.parentId && (
          <FilterCheckbox
            label="Only directly here"
            checked={params.directOnly}
            onChange={(directOnly) => onChange({ directOnly })}
          />
        )}
      </div>
      <FilterSelect
        label="Kind"
        value={params.kind}
        options={KINDS}
        onChange={(kind) => onChange({ kind, entityTypeId: "" })}
      />
      <FilterSelect
        label="Type"
        value={params.entityTypeId}
        options={[
          { value: "", label: "Any type" },
          ...types.map((type) => ({ value: type.id, label: type.name })),
        ]}
        onChange={(entityTypeId) => onChange({ entityTypeId })}
      />
      <FilterSelect
        label="Photo"
        value={params.photo}
        options={PHOTOS}
        onChange={(photo) => onChange({ photo })}
      />
      <FilterSelect
        label="Sort by"
        value={sortValue}
        options={sortOptions}
        onChange={(value) => {
          if (value === BEST_MATCH.value) return onChange({ orderBy: "name", orderDir: "" });
          const [orderBy, orderDir] = value.split(":") as [EntityOrder, OrderDirection];
          onChange({ orderBy, orderDir });
        }}
      />
      <FilterCheckbox
        label="Include archived"
        checked={params.includeArchived}
        onChange={(includeArchived) => onChange({ includeArchived })}
      />
    </div>
  );
}
