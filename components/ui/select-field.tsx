"use client";

import { useId, type ReactNode, type SelectHTMLAttributes } from "react";
import { inputStyles, labelStyles, noteStyles } from "./field-styles";

type SelectFieldProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, "id"> & {
  label: string;
  /** The choices as data; or pass <option> elements as children. */
  options?: ReadonlyArray<{ value: string; label: string }>;
  children?: ReactNode;
  hint?: string;
  error?: string;
};

/** A labelled native <select> with its error or hint under it (the TextField pattern). */
export function SelectField({
  label,
  options,
  hint,
  error,
  className,
  children,
  ...props
}: SelectFieldProps) {
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
        {options
          ? options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))
          : children}
      </select>
      {note && (
        <p id={`${id}-note`} className={noteStyles(!!error)}>
          {note}
        </p>
      )}
    </div>
  );
}
