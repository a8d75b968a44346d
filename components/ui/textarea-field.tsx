"use client";

import { useId, type TextareaHTMLAttributes } from "react";
import { inputStyles, labelStyles, noteStyles } from "./field-styles";

type TextareaFieldProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "id"> & {
  label: string;
  hint?: string;
  error?: string;
};

/** A labelled multi-line input whose error sits under it and is announced with it. */
export function TextareaField({ label, hint, error, className, rows = 3, ...props }: TextareaFieldProps) {
  const id = useId();
  const note = error ?? hint;
  return (
    <div className={className}>
      <label htmlFor={id} className={labelStyles}>
        {label}
      </label>
      <textarea
        id={id}
        rows={rows}
        aria-invalid={error ? true : undefined}
        aria-describedby={note ? `${id}-note` : undefined}
        className={inputStyles}
        {...props}
      />
      {note && (
        <p id={`${id}-note`} className={noteStyles(!!error)}>
          {note}
        </p>
      )}
    </div>
  );
}
