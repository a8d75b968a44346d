"use client";

import { useState } from "react";
import { EntityPicker, type PickedEntity } from "@/components/pickers/entity-picker";
import { buttonStyles } from "@/components/ui/button-styles";
import { SelectField } from "@/components/ui/select-field";
import { apiUrl } from "@/lib/api-client/api-request";
import { MAX_LINKED_LABELS, useLocationContents } from "./use-location-contents";
import { plural } from "@/lib/text/plural";

const TEMPLATES = [
  { id: "avery-l7651", label: "Avery L7651 (A4, 65 per sheet)" },
  { id: "avery-5160", label: "Avery 5160 (US Letter, 30 per sheet)" },
  { id: "roll-62mm", label: "62 mm roll (one label per page)" },
] as const;

/** Pick a location, then open a PDF of labels for everything in it on the chosen label stock. */
export function LabelSheetPrinter() {
  const [location, setLocation] = useState<PickedEntity | null>(null);
  const [template, setTemplate] = useState<string>(TEMPLATES[0].id);
  const [skip, setSkip] = useState(0);
  const contents = useLocationContents(location?.id ?? null);
  const ids = contents.data?.ids ?? [];
  const sheetUrl =
    ids.length > 0
      ? apiUrl("/labelmaker/sheet", { ids: ids.join(","), template, skip: skip || undefined })
      : null;

  return (
    <div className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <EntityPicker label="Location" kind="location" value={location} onChange={setLocation} />
        <SelectField
          label="Label stock"
          value={template}
          onChange={(event) => setTemplate(event.target.value)}
        >
          {TEMPLATES.map((option) => (
            <option key={option.id} value={option.id}>
              {option.label}
            </option>
          ))}
        </SelectField>
      </div>
      <label className="block max-w-xs text-sm font-medium text-stone-800 dark:text-stone-200">
        Labels already used on the first sheet
        <input
          type="number"
          min={0}
          value={skip}
          onChange={(event) => setSkip(Math.max(0, Math.floor(Number(event.target.value) || 0)))}
          className="mt-1.5 block w-full rounded-lg border border-stone-300 bg-white px-3 py-2 text-base text-stone-900 sm:text-sm dark:border-stone-700 dark:bg-stone-900 dark:text-stone-100"
        />
      </label>
      <p aria-live="polite" className="text-sm text-stone-600 dark:text-stone-400">
        {!location
          ? "Choose a location to print its labels."
          : contents.isPending
            ? "Counting what is in it…"
            : contents.isError
              ? contents.error.message
              : ids.length === 0
                ? `Nothing is stored in ${location.name}.`
                : contents.data && contents.data.total > ids.length
                  ? `${location.name} holds ${contents.data.total} things; this sheet has the first ${MAX_LINKED_LABELS}.`
                  : `${plural(ids.length, "label")} for ${location.name}.`}
      </p>
      {sheetUrl ? (
        <a href={sheetUrl} target="_blank" rel="noopener" className={buttonStyles.primary}>
          Print labels for everything in it
        </a>
      ) : (
        <button type="button" className={buttonStyles.primary} disabled>
          Print labels for everything in it
        </button>
      )}
    </div>
  );
}
