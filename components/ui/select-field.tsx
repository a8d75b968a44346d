"use client";

import { useId, type ReactNode, type SelectHTMLAttributes } from "react";

type SelectFieldProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, "id"> & {
  label: string;
  hint?: string;
  error?: string;
  children: ReactNode;
};

/** A labelled native <select> with its error or hint under it (the TextField pattern). */
export function SelectField({ label, hint, error, className, children, ...selectProps }: SelectFieldProps) {
  const id = useId();
  const noteId = `${id}-note`;
  const note = error ?? hint;
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium text-stone-800 dark:text-stone-200">
        {label}
      </label>
      <select
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={note ? noteId : undefined}
        className="mt-1.5 block w-full rounded-lg border border-stone-300 bg-white px-3 py-2 text-base text-stone-900 shadow-xs focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-500/30 aria-[invalid=true]:border-red-500 sm:text-sm dark:border-stone-700 dark:bg-stone-900 dark:text-stone-100"
        {...selectProps}
      >
        {children}
      </select>
      {note && (
        <p
          id={noteId}
          className={
            error
              ? "mt-1.5 text-sm text-red-700 dark:text-red-400"
              : "mt-1.5 text-sm text-stone-500 dark:text-stone-400"
          }
        >
          {note}
        </p>
      )}
    </div>
  );
}
