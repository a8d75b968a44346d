"use client";

import { EntityPicker, type PickedEntity } from "@/components/pickers/entity-picker";
import { TagPicker } from "@/components/pickers/tag-picker";
import type { EntityOrder } from "@/lib/schemas/entities";
import type { EntityTypeSummaryOut } from "@/lib/schemas/entity-types";
import { FilterCheckbox } from "./filter-checkbox";
import { FilterSelect } from "./filter-select";
import type { KindFilter, ListParams, PhotoFilter } from "./list-params";

const KINDS = [
  { value: "items", label: "Items" },
  { value: "locations", label: "Locations" },
] as const satisfies ReadonlyArray<{ value: KindFilter; label: string }>;

const PHOTOS = [
  { value: "any", label: "With or without" },
  { value: "with", label: "With a photo" },
  { value: "without", label: "Without a photo" },
] as const satisfies ReadonlyArray<{ value: PhotoFilter; label: string }>;

const ORDERS = [
  { value: "name", label: "Name (A–Z)" },
  { value: "createdAt", label: "Newest first" },
  { value: "updatedAt", label: "Recently updated" },
  { value: "assetId", label: "Asset ID" },
] as const satisfies ReadonlyArray<{ value: EntityOrder; label: string }>;

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
        value={params.orderBy}
        options={ORDERS}
        onChange={(orderBy) => onChange({ orderBy })}
      />
      <FilterCheckbox
        label="Include archived"
        checked={params.includeArchived}
        onChange={(includeArchived) => onChange({ includeArchived })}
      />
    </div>
  );
}
