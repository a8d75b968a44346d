"use client";

import { useId, type InputHTMLAttributes } from "react";

type CheckboxFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "type"> & {
  label: string;
  /** Guidance shown until there is an error to show instead. */
  hint?: string;
  error?: string;
};

/** A labelled checkbox with a large click target and its hint or error tied to it. */
export function CheckboxField({ label, hint, error, className, ...inputProps }: CheckboxFieldProps) {
  const id = useId();
  const noteId = `${id}-note`;
  const note = error ?? hint;
  return (
    <div className={`flex items-start gap-2 ${className ?? ""}`}>
      <input
        id={id}
        type="checkbox"
        aria-invalid={error ? true : undefined}
        aria-describedby={note ? noteId : undefined}
        className="mt-1 size-4 shrink-0 rounded border-stone-400 accent-brand-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 dark:border-stone-600"
        {...inputProps}
      />
      <div>
        <label
          htmlFor={id}
          className="cursor-pointer py-1 text-sm font-medium text-stone-800 dark:text-stone-200"
        >
          {label}
        </label>
        {note && (
          <p
            id={noteId}
            className={
              error ? "text-sm text-red-700 dark:text-red-400" : "text-sm text-stone-500 dark:text-stone-400"
            }
          >
            {note}
          </p>
        )}
      </div>
    </div>
  );
}
