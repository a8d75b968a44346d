"use client";

import { useTranslations } from "next-intl";
import { useId, useRef, useState, type KeyboardEvent } from "react";

export type ComboboxOption = { id: string; label: string; hint?: string };

type ComboboxProps = {
  label: string;
  /** Text in the box while nothing is being typed: the chosen option's label, or "". */
  selectedLabel: string;
  options: ComboboxOption[];
  loading?: boolean;
  placeholder?: string;
  error?: string;
  onSearch: (text: string) => void;
  onSelect: (option: ComboboxOption) => void;
  onClear?: () => void;
  className?: string;
};

/**
 * An accessible combobox (WAI-ARIA 1.2 list autocomplete): type to search, arrows to move, Enter to
 * choose, Escape to close. The options come from the caller, usually a server search.
 */
export function Combobox(props: ComboboxProps) {
  const { label, selectedLabel, options, loading, placeholder, error, onSearch, onSelect, onClear } = props;
  const t = useTranslations("ui.combobox");
  const id = useId();
  const listId = `${id}-list`;
  // A plain string, not a template: lib/i18n/catalogue-check.ts would read the code between two
  // templates as one literal and miss the message keys there.
  const optionId = (index: number) => id + "-" + index;
  const [text, setText] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const inputRef = useRef<HTMLInputElement>(null);

  const choose = (option: ComboboxOption) => {
    onSelect(option);
    setText(null);
    setOpen(false);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown") {
      event.preventDefault();
      setOpen(true);
      setActive((index) => Math.min(index + 1, options.length - 1));
    } else if (event.key === "ArrowUp") {
      event.preventDefault();
      setActive((index) => Math.max(index - 1, 0));
    } else if (event.key === "Enter" && open && options[active]) {
      event.preventDefault();
      choose(options[active]);
    } else if (event.key === "Escape" && open) {
      event.preventDefault();
      setOpen(false);
      setText(null);
    }
  };

  return (
    <div className={`relative ${props.className ?? ""}`}>
      <label htmlFor={id} className="block text-sm font-medium text-stone-800 dark:text-stone-200">
        {label}
      </label>
      <div className="relative mt-1.5">
        <input
          ref={inputRef}
          id={id}
          role="combobox"
          aria-expanded={open}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={open && options[active] ? optionId(active) : undefined}
          aria-invalid={error ? true : undefined}
          autoComplete="off"
          placeholder={placeholder ?? t("placeholder")}
          value={text ?? selectedLabel}
          onChange={(event) => {
            setText(event.target.value);
            setActive(0);
            setOpen(true);
            onSearch(event.target.value);
          }}
          onFocus={() => {
            setOpen(true);
            onSearch(text ?? "");
          }}
          onBlur={() => {
            setOpen(false);
            setText(null);
          }}
          onKeyDown={onKeyDown}
          className="block w-full rounded-lg border border-stone-300 bg-white px-3 py-2 pr-9 text-base text-stone-900 shadow-xs placeholder:text-stone-400 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-500/30 aria-[invalid=true]:border-red-500 sm:text-sm dark:border-stone-700 dark:bg-stone-900 dark:text-stone-100"
        />
        {onClear && selectedLabel && text === null && (
          <button
            type="button"
            onClick={() => {
              onClear();
              inputRef.current?.focus();
            }}
            className="absolute inset-y-0 right-0 flex w-9 items-center justify-center rounded-r-lg text-stone-500 hover:text-stone-800 dark:hover:text-stone-200"
          >
            <span aria-hidden="true">×</span>
            <span className="sr-only">{t("clear", { label })}</span>
          </button>
        )}
      </div>
      {error && <p className="mt-1.5 text-sm text-red-700 dark:text-red-400">{error}</p>}
      <ul
        id={listId}
        role="listbox"
        aria-label={label}
        hidden={!open}
        className="absolute z-30 mt-1 max-h-72 w-full overflow-auto rounded-lg border border-stone-200 bg-white py-1 shadow-lg dark:border-stone-700 dark:bg-stone-900"
      >
        {options.map((option, index) => (
          <li
            key={option.id}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            // mousedown, not click: the input's blur would close the list before a click lands
            onMouseDown={(event) => {
              event.preventDefault();
              choose(option);
            }}
            onMouseEnter={() => setActive(index)}
            className="cursor-pointer px-3 py-2 text-sm aria-selected:bg-brand-50 dark:aria-selected:bg-stone-800"
          >
            <span className="block truncate text-stone-900 dark:text-stone-100">{option.label}</span>
            {option.hint && (
              <span className="block truncate text-xs text-stone-600 dark:text-stone-400">{option.hint}</span>
            )}
          </li>
        ))}
        {options.length === 0 && (
          <li className="px-3 py-2 text-sm text-stone-500 dark:text-stone-400" role="presentation">
            {loading ? t("searching") : t("nothingFound")}
          </li>
        )}
      </ul>
    </div>
  );
}
