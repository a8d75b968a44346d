"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { Combobox } from "@/components/ui/combobox";
import { useDebounced } from "@/components/ui/use-debounced";
import type { EntitySummary } from "@/lib/schemas/entities";
import { useEntitySearch, type EntityKind } from "./use-entity-search";

export type PickedEntity = { id: string; name: string };

type EntityPickerProps = {
  label: string;
  kind: EntityKind;
  value: PickedEntity | null;
  onChange: (entity: PickedEntity | null) => void;
  /** Ids that may not be chosen, e.g. the entity itself and what it contains. */
  excludeIds?: readonly string[];
  error?: string;
  placeholder?: string;
  className?: string;
};

/** Chooses a location or item by searching on the server as you type (never loads them all). */
export function EntityPicker(props: EntityPickerProps) {
  const { label, kind, value, onChange, excludeIds = [], error, placeholder, className } = props;
  const t = useTranslations("pickers.entityPicker");
  const hintOf = (entity: EntitySummary): string | undefined => {
    const where = entity.parent?.name;
    const type = entity.entityType?.name;
    return (
      [type, where ? t("inPlace", { place: where }) : undefined].filter(Boolean).join(" · ") || undefined
    );
  };
  const [text, setText] = useState("");
  const [searching, setSearching] = useState(false);
  // 100 ms: a fast typist still sends one search per pause, and results show within 300 ms.
  const settled = useDebounced(text, 100);
  const search = useEntitySearch(settled, kind, searching);
  const options = (search.data ?? [])
    .filter((entity) => !excludeIds.includes(entity.id))
    .map((entity) => ({ id: entity.id, label: entity.name, hint: hintOf(entity) }));
  return (
    <Combobox
      label={label}
      selectedLabel={value?.name ?? ""}
      options={options}
      loading={search.isFetching}
      error={error}
      placeholder={placeholder}
      className={className}
      onSearch={(typed) => {
        setSearching(true);
        setText(typed);
      }}
      onSelect={(option) => onChange({ id: option.id, name: option.label })}
      onClear={() => onChange(null)}
    />
  );
}
