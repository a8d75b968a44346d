"use client";

import { useId } from "react";

type CheckboxFieldProps = {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: string;
  className?: string;
};

/** A labelled checkbox with a large click target. */
export function CheckboxField({ label, checked, onChange, error, className }: CheckboxFieldProps) {
  const id = useId();
  return (
    <div className={className}>
      <label
        htmlFor={id}
        className="inline-flex cursor-pointer items-center gap-2 py-1 text-sm font-medium text-stone-800 dark:text-stone-200"
      >
        <input
          id={id}
          type="checkbox"
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-note` : undefined}
          className="size-4 rounded border-stone-400 accent-brand-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
        />
        {label}
      </label>
      {error && (
        <p id={`${id}-note`} className="mt-1 text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
    </div>
  );
}
