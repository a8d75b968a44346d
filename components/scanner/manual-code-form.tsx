"use client";

import { useTranslations } from "next-intl";
import { useEffect, useId, useRef, useState } from "react";
import { buttonStyles } from "@/components/ui/button-styles";

type ManualCodeFormProps = {
  /** Focus the field: there is no camera, so typing or a USB scanner is the way in. */
  focus: boolean;
  onCode: (code: string) => void;
};

/**
 * Typing a code by hand, and USB or Bluetooth barcode scanners, which type the code and press
 * Enter into whichever field has focus. The field empties after each code, ready for the next.
 */
export function ManualCodeForm({ focus, onCode }: ManualCodeFormProps) {
  const t = useTranslations("scanner.manual");
  const id = useId();
  const noteId = `${id}-note`;
  const inputRef = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (focus) inputRef.current?.focus();
  }, [focus]);

  return (
    <form
      aria-label={t("form")}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const input = inputRef.current;
        const code = input?.value.trim() ?? "";
        if (!code) {
          setError(t("empty"));
          return;
        }
        setError(null);
        if (input) input.value = "";
        onCode(code);
      }}
    >
      <label htmlFor={id} className="block text-sm font-medium text-stone-800 dark:text-stone-200">
        {t("label")}
      </label>
      <div className="mt-1.5 flex gap-2">
        <input
          ref={inputRef}
          id={id}
          name="code"
          type="text"
          autoComplete="off"
          autoCapitalize="off"
          autoCorrect="off"
          spellCheck={false}
          enterKeyHint="search"
          maxLength={2000}
          placeholder={t("placeholder")}
          aria-invalid={error ? true : undefined}
          aria-describedby={noteId}
          onChange={() => setError(null)}
          className="block w-full min-w-0 flex-1 rounded-lg border border-stone-300 bg-white px-3 py-2 text-base text-stone-900 shadow-xs placeholder:text-stone-400 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-500/30 aria-[invalid=true]:border-red-500 sm:text-sm dark:border-stone-700 dark:bg-stone-900 dark:text-stone-100 dark:placeholder:text-stone-500 dark:aria-[invalid=true]:border-red-400"
        />
        <button type="submit" className={buttonStyles.primary}>
          {t("submit")}
        </button>
      </div>
      <p
        id={noteId}
        className={
          error
            ? "mt-1.5 text-sm text-red-700 dark:text-red-400"
            : "mt-1.5 text-sm text-stone-500 dark:text-stone-400"
        }
      >
        {error ?? t("hint")}
      </p>
    </form>
  );
}
