"use client";

import { useId, type InputHTMLAttributes } from "react";

type FileFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "type"> & {
  label: string;
  hint?: string;
};

/** A labelled file input styled like the other fields. */
export function FileField({ label, hint, className, ...inputProps }: FileFieldProps) {
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium text-stone-800 dark:text-stone-200">
        {label}
      </label>
      <input
        id={id}
        type="file"
        aria-describedby={hint ? `${id}-hint` : undefined}
        className="mt-1.5 block w-full text-sm text-stone-700 file:mr-3 file:rounded-lg file:border file:border-stone-300 file:bg-white file:px-3 file:py-2 file:text-sm file:font-medium file:text-stone-800 hover:file:bg-stone-100 dark:text-stone-300 dark:file:border-stone-700 dark:file:bg-stone-900 dark:file:text-stone-100"
        {...inputProps}
      />
      {hint && (
        <p id={`${id}-hint`} className="mt-1.5 text-sm text-stone-500 dark:text-stone-400">
          {hint}
        </p>
      )}
    </div>
  );
}
