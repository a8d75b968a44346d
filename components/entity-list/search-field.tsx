"use client";

import { useTranslations } from "next-intl";
import { useEffect, useRef, useState } from "react";

/** Quiet time after the last key before the URL (and so the query) follows the text. */
const DEBOUNCE_MS = 250;

type SearchFieldProps = { value: string; onCommit: (text: string) => void };

/**
 * The list's search box: results follow as you type, without Enter. The text is local so every
 * key shows at once; it reaches the URL after a pause, and a URL changed from elsewhere (the
 * header's search box, say) replaces the text.
 */
export function SearchField({ value, onCommit }: SearchFieldProps) {
  const t = useTranslations("entityList.search");
  const [text, setText] = useState(value);
  const [shown, setShown] = useState(value);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  if (value !== shown) {
    // Adjusting state while rendering, as React suggests for following a prop.
    setShown(value);
    setText(value);
  }
  useEffect(() => () => clearTimeout(timer.current), []);

  const commitLater = (next: string, delay = DEBOUNCE_MS) => {
    setText(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => onCommit(next), delay);
  };

  return (
    <form
      role="search"
      aria-label={t("form")}
      onSubmit={(event) => {
        event.preventDefault();
        commitLater(text, 0);
      }}
    >
      <label
        htmlFor="entity-list-search"
        className="block text-sm font-medium text-stone-800 dark:text-stone-200"
      >
        {t("label")}
      </label>
      <input
        id="entity-list-search"
        type="search"
        value={text}
        onChange={(event) => commitLater(event.target.value)}
        placeholder={t("placeholder")}
        autoComplete="off"
        enterKeyHint="search"
        className="mt-1.5 block w-full rounded-lg border border-stone-300 bg-white px-3 py-2 text-base text-stone-900 shadow-xs placeholder:text-stone-400 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-500/30 sm:text-sm dark:border-stone-700 dark:bg-stone-900 dark:text-stone-100 dark:placeholder:text-stone-500"
      />
    </form>
  );
}
