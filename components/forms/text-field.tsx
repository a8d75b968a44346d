"use client";

import { useId, type InputHTMLAttributes, type Ref } from "react";

type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, "id"> & {
  label: string;
  /** Guidance shown until there is an error to show instead. */
  hint?: string;
  error?: string;
  ref?: Ref<HTMLInputElement>;
};

/** A labelled input whose error sits right under it and is announced with it. */
export function TextField({ label, hint, error, className, ...inputProps }: TextFieldProps) {
  const id = useId();
  const noteId = `${id}-note`;
  const note = error ?? hint;
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium text-stone-800 dark:text-stone-200">
        {label}
      </label>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={note ? noteId : undefined}
        className="mt-1.5 block w-full rounded-lg border border-stone-300 bg-white px-3 py-2 text-base text-stone-900 shadow-xs transition-colors placeholder:text-stone-400 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-500/30 aria-[invalid=true]:border-red-500 aria-[invalid=true]:focus:ring-red-500/30 sm:text-sm dark:border-stone-700 dark:bg-stone-900 dark:text-stone-100 dark:placeholder:text-stone-500 dark:aria-[invalid=true]:border-red-400"
        {...inputProps}
      />
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
