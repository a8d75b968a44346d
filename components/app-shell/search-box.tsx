"use client";

import { useTranslations } from "next-intl";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useEffect, useId, useRef, useState } from "react";
import { listHref, moveActive, type Suggestion } from "./suggestions";
import { useSuggestions } from "./use-suggestions";

function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ["INPUT", "TEXTAREA", "SELECT"].includes(target.tagName);
}

/**
 * The search box of every page but the list (which has its own): `/` focuses it, suggestions
 * (items, locations, tags) follow as you type, arrows move through them, Enter opens the chosen one
 * or, with none chosen, the list of everything that matches. An ARIA combobox with a listbox popup.
 */
export function SearchBox() {
  const t = useTranslations("appShell.search");
  const router = useRouter();
  const pathname = usePathname();
  const params = useSearchParams();
  const inputRef = useRef<HTMLInputElement>(null);
  const listId = useId();
  const [text, setText] = useState(params.get("q") ?? "");
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  // Asked for whatever the text, so that an arrow key can open the list again after Escape.
  const { suggestions } = useSuggestions(pathname === "/entities" ? "" : text);
  const onList = pathname === "/entities";
  const shown = open && suggestions.length > 0;

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "/" || event.metaKey || event.ctrlKey || isTypingTarget(event.target)) return;
      // The list page's own search box stands in for this one there.
      const field = inputRef.current ?? document.getElementById("entity-list-search");
      if (!field) return;
      event.preventDefault();
      field.focus();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);

  const go = (href: string) => {
    setOpen(false);
    setActive(-1);
    inputRef.current?.blur();
    router.push(href);
  };
  const choose = (suggestion: Suggestion) => go(suggestion.href);
  // A plain string, not a template: lib/i18n/catalogue-check.ts would read the code between two
  // templates as one literal and miss the message keys there.
  const optionId = (index: number) => listId + "-option-" + index;

  if (onList) return <div className="flex-1" />;

  return (
    <form
      role="search"
      className="relative min-w-0 flex-1"
      onSubmit={(event) => {
        event.preventDefault();
        const picked = shown && active >= 0 ? suggestions[active] : undefined;
        if (picked) return choose(picked);
        const query = text.trim();
        go(query ? listHref(query) : "/entities");
      }}
    >
      <label htmlFor="global-search" className="sr-only">
        {t("label")}
      </label>
      <input
        ref={inputRef}
        id="global-search"
        type="search"
        name="q"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={shown}
        aria-controls={listId}
        aria-activedescendant={shown && active >= 0 ? optionId(active) : undefined}
        autoComplete="off"
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={(event) => {
          if (event.key === "ArrowDown" || event.key === "ArrowUp") {
            event.preventDefault();
            setOpen(true);
            setActive((current) =>
              moveActive(current, event.key === "ArrowDown" ? 1 : -1, suggestions.length),
            );
          } else if (event.key === "Escape" && shown) {
            // The first Escape closes the suggestions; the next one is the browser's (clears the box).
            event.preventDefault();
            setOpen(false);
            setActive(-1);
          }
        }}
        placeholder={t("placeholder")}
        enterKeyHint="search"
        className="block w-full max-w-md rounded-lg border border-stone-300 bg-stone-50 px-3 py-1.5 text-base text-stone-900 placeholder:text-stone-500 focus:border-brand-500 focus:bg-white focus:outline-none focus:ring-2 focus:ring-brand-500/30 sm:text-sm dark:border-stone-700 dark:bg-stone-800 dark:text-stone-100 dark:placeholder:text-stone-400 dark:focus:bg-stone-900"
      />
      <ul
        id={listId}
        role="listbox"
        aria-label={t("suggestions")}
        hidden={!shown}
        className="fixed inset-x-2 top-14 z-30 mt-1 max-h-[70vh] overflow-y-auto sm:absolute sm:inset-x-auto sm:top-full sm:left-0 sm:w-full sm:max-w-md sm:min-w-72 rounded-lg border border-stone-200 bg-white py-1 shadow-lg dark:border-stone-700 dark:bg-stone-900"
      >
        {suggestions.map((suggestion, index) => (
          <li
            key={suggestion.key}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            // Pressing keeps the focus in the box, so the click still finds the list open.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(suggestion)}
            onMouseMove={() => setActive(index)}
            className={`flex cursor-pointer items-baseline gap-2 px-3 py-2 text-sm ${
              index === active ? "bg-brand-50 dark:bg-stone-800" : ""
            } ${suggestion.kind === "all" ? "border-t border-stone-100 font-medium text-brand-700 dark:border-stone-800 dark:text-brand-300" : "text-stone-900 dark:text-stone-100"}`}
          >
            {suggestion.kind !== "all" && (
              <span className="w-16 shrink-0 text-xs text-stone-500 dark:text-stone-400">
                {t("kind", { kind: suggestion.kind })}
              </span>
            )}
            <span className="min-w-0 flex-1">
              <span className="block truncate">
                {suggestion.kind === "all" ? t("allResults", { text: suggestion.label }) : suggestion.label}
              </span>
              {suggestion.detail && (
                <span className="block truncate text-xs text-stone-600 dark:text-stone-400">
                  {suggestion.detail}
                </span>
              )}
            </span>
          </li>
        ))}
      </ul>
    </form>
  );
}
