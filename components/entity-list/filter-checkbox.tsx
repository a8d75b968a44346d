type FilterCheckboxProps = { label: string; checked: boolean; onChange: (checked: boolean) => void };

/** A checkbox with its label as the click target. */
export function FilterCheckbox({ label, checked, onChange }: FilterCheckboxProps) {
  return (
    <label className="inline-flex min-h-9 items-center gap-2 text-sm text-stone-800 dark:text-stone-200">
      <input
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        className="size-4 rounded border-stone-400 accent-brand-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
      />
      {label}
    </label>
  );
}
