"use client";

import { useId, type InputHTMLAttributes } from "react";

type CheckboxFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "type"> & {
  label: string;
  hint?: string;
};

/** A labelled checkbox with an optional line of guidance tied to it. */
export function CheckboxField({ label, hint, className, ...inputProps }: CheckboxFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <div className={`flex items-start gap-2 ${className ?? ""}`}>
      <input
        id={id}
        type="checkbox"
        aria-describedby={hint ? hintId : undefined}
        className="mt-0.5 size-4 shrink-0 rounded border-stone-300 accent-brand-600 focus-visible:outline-2 focus-visible:outline-brand-500 dark:border-stone-600"
        {...inputProps}
      />
      <div>
        <label htmlFor={id} className="text-sm font-medium text-stone-800 dark:text-stone-200">
          {label}
        </label>
        {hint && (
          <p id={hintId} className="text-sm text-stone-500 dark:text-stone-400">
            {hint}
          </p>
        )}
      </div>
    </div>
  );
}
