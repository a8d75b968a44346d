"use client";

import { useId, type SelectHTMLAttributes } from "react";
import { inputStyles, labelStyles, noteStyles } from "./field-styles";

type SelectFieldProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, "id"> & {
  label: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  hint?: string;
  error?: string;
};

/** A labelled native select (keyboard and screen readers work out of the box). */
export function SelectField({ label, options, hint, error, className, ...props }: SelectFieldProps) {
  const id = useId();
  const note = error ?? hint;
  return (
    <div className={className}>
      <label htmlFor={id} className={labelStyles}>
        {label}
      </label>
      <select
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={note ? `${id}-note` : undefined}
        className={inputStyles}
        {...props}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {note && (
        <p id={`${id}-note`} className={noteStyles(!!error)}>
          {note}
        </p>
      )}
    </div>
  );
}
