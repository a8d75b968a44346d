"use client";

import { useLocale, useTranslations } from "next-intl";
import { useEffect, useId, useMemo, useRef, useState } from "react";
import { labelStyles, noteStyles } from "@/components/ui/field-styles";
import { datePattern, formatDateInput, parseDateInput } from "@/lib/i18n/date-input";
import { useDateFormat, useWeekStart } from "./formats-provider";

type DateFieldProps = {
  label: string;
  /** An ISO day ("2026-03-01") or "". */
  value: string;
  /** Called with an ISO day, or "" when cleared (shaped like an input's change event). */
  onChange: (event: { target: { value: string } }) => void;
  error?: string;
  hint?: string;
  className?: string;
  name?: string;
};

const isoOf = (date: Date) => date.toISOString().slice(0, 10);

/**
 * A date typed the way the reader's language writes it, or picked from a calendar whose week
 * starts on the reader's first day. The browser's own date input follows the browser's language,
 * not the one chosen in Cairn, and cannot start weeks where the user wants.
 */
export function DateField({ label, value, onChange, error, hint, className, name }: DateFieldProps) {
  const t = useTranslations("dateField");
  const locale = useLocale();
  const dateFormat = useDateFormat();
  const weekStart = useWeekStart();
  const pattern = useMemo(() => datePattern(locale, dateFormat), [locale, dateFormat]);
  const id = useId();
  const [text, setText] = useState(() => formatDateInput(value, pattern));
  const [typingError, setTypingError] = useState(false);
  const [open, setOpen] = useState(false);
  const wrapper = useRef<HTMLDivElement>(null);

  // A new value from outside (a reset, a template) or a new format replaces what is shown.
  const [shown, setShown] = useState({ value, pattern });
  if (shown.value !== value || shown.pattern !== pattern) {
    setShown({ value, pattern });
    setText(formatDateInput(value, pattern));
    setTypingError(false);
  }

  useEffect(() => {
    if (!open) return;
    const close = (event: MouseEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("mousedown", close);
    return () => document.removeEventListener("mousedown", close);
  }, [open]);

  const example = formatDateInput("2026-12-31", pattern);
  const shownError = typingError ? t("notADate", { example }) : error;
  const note = shownError ?? hint;

  function commit(next: string) {
    const iso = parseDateInput(next, pattern);
    if (iso === null) {
      setTypingError(true);
      return;
    }
    setTypingError(false);
    setText(formatDateInput(iso, pattern));
    if (iso !== value) onChange({ target: { value: iso } });
  }

  return (
    <div className={className} ref={wrapper}>
      <label htmlFor={id} className={labelStyles}>
        {label}
      </label>
      <div className="relative mt-1.5">
        <input
          id={id}
          name={name}
          inputMode="numeric"
          autoComplete="off"
          placeholder={example}
          value={text}
          aria-invalid={shownError ? true : undefined}
          aria-describedby={note ? `${id}-note` : undefined}
          onChange={(event) => setText(event.target.value)}
          onBlur={(event) => commit(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === "Enter") commit(event.currentTarget.value);
          }}
          className="block w-full rounded-lg border border-stone-300 bg-white py-2 pr-11 pl-3 text-base text-stone-900 shadow-xs transition-colors placeholder:text-stone-400 focus:border-brand-500 focus:ring-2 focus:ring-brand-500/30 focus:outline-none aria-[invalid=true]:border-red-500 sm:text-sm dark:border-stone-700 dark:bg-stone-900 dark:text-stone-100 dark:placeholder:text-stone-500 dark:aria-[invalid=true]:border-red-400"
        />
        <button
          type="button"
          aria-label={t("openCalendar")}
          aria-expanded={open}
          onClick={() => setOpen((was) => !was)}
          className="absolute inset-y-0 right-0 flex w-10 items-center justify-center rounded-r-lg text-stone-500 hover:text-stone-900 focus-visible:outline-2 focus-visible:outline-brand-500 dark:text-stone-400 dark:hover:text-white"
        >
          <svg
            viewBox="0 0 24 24"
            className="size-5"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
            aria-hidden
          >
            <rect x="3.5" y="5" width="17" height="15" rx="2" />
            <path d="M3.5 10h17M8 3v4M16 3v4" strokeLinecap="round" />
          </svg>
        </button>
        {open && (
          <Calendar
            selected={parseDateInput(text, pattern) || value}
            weekStart={weekStart}
            locale={locale}
            labels={{
              previous: t("previousMonth"),
              next: t("nextMonth"),
              today: t("today"),
              clear: t("clear"),
            }}
            onPick={(iso) => {
              setOpen(false);
              setTypingError(false);
              setText(formatDateInput(iso, pattern));
              if (iso !== value) onChange({ target: { value: iso } });
            }}
            onClose={() => setOpen(false)}
          />
        )}
      </div>
      {note && (
        <p id={`${id}-note`} className={noteStyles(!!shownError)}>
          {note}
        </p>
      )}
    </div>
  );
}

type CalendarProps = {
  selected: string;
  weekStart: number;
  locale: string;
  labels: { previous: string; next: string; today: string; clear: string };
  onPick: (iso: string) => void;
  onClose: () => void;
};

function Calendar({ selected, weekStart, locale, labels, onPick, onClose }: CalendarProps) {
  const today = isoOf(new Date());
  const start = selected || today;
  const [month, setMonth] = useState(() => new Date(`${start.slice(0, 7)}-01T00:00:00Z`));
  const grid = useRef<HTMLDivElement>(null);

  useEffect(() => {
    grid.current?.querySelector<HTMLButtonElement>("[aria-current=date], [data-today]")?.focus();
  }, []);

  const title = new Intl.DateTimeFormat(locale, { month: "long", year: "numeric", timeZone: "UTC" }).format(
    month,
  );
  const weekdayName = new Intl.DateTimeFormat(locale, { weekday: "short", timeZone: "UTC" });
  const dayLabel = new Intl.DateTimeFormat(locale, { dateStyle: "full", timeZone: "UTC" });
  const lead = (month.getUTCDay() - weekStart + 7) % 7;
  const daysInMonth = new Date(Date.UTC(month.getUTCFullYear(), month.getUTCMonth() + 1, 0)).getUTCDate();
  const cells: (Date | null)[] = [
    ...Array.from({ length: lead }, () => null),
    ...Array.from(
      { length: daysInMonth },
      (_, index) => new Date(Date.UTC(month.getUTCFullYear(), month.getUTCMonth(), index + 1)),
    ),
  ];
  const shift = (months: number) =>
    setMonth(new Date(Date.UTC(month.getUTCFullYear(), month.getUTCMonth() + months, 1)));

  return (
    <div
      role="dialog"
      aria-label={title}
      onKeyDown={(event) => {
        if (event.key === "Escape") {
          event.stopPropagation();
          onClose();
        }
      }}
      className="absolute right-0 z-30 mt-1 w-72 rounded-xl border border-stone-200 bg-white p-3 shadow-lg dark:border-stone-700 dark:bg-stone-900"
    >
      <div className="mb-2 flex items-center justify-between">
        <button type="button" aria-label={labels.previous} onClick={() => shift(-1)} className={navButton}>
          ‹
        </button>
        <p className="text-sm font-semibold">{title}</p>
        <button type="button" aria-label={labels.next} onClick={() => shift(1)} className={navButton}>
          ›
        </button>
      </div>
      <div ref={grid} className="grid grid-cols-7 gap-0.5 text-center text-sm">
        {Array.from({ length: 7 }, (_, index) => (
          <span key={index} className="py-1 text-xs text-stone-500 dark:text-stone-400" aria-hidden>
            {weekdayName.format(new Date(Date.UTC(2026, 10, 1 + ((weekStart + index) % 7))))}
          </span>
        ))}
        {cells.map((date, index) => {
          if (!date) return <span key={`lead-${index}`} />;
          const iso = isoOf(date);
          return (
            <button
              key={iso}
              type="button"
              aria-label={dayLabel.format(date)}
              aria-current={iso === selected ? "date" : undefined}
              data-today={iso === today ? "" : undefined}
              onClick={() => onPick(iso)}
              className="rounded-md py-1.5 hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-brand-500 aria-[current=date]:bg-brand-600 aria-[current=date]:text-white data-today:font-semibold dark:hover:bg-stone-800"
            >
              {date.getUTCDate()}
            </button>
          );
        })}
      </div>
      <div className="mt-2 flex justify-between text-sm">
        <button type="button" onClick={() => onPick("")} className={textButton}>
          {labels.clear}
        </button>
        <button type="button" onClick={() => onPick(today)} className={textButton}>
          {labels.today}
        </button>
      </div>
    </div>
  );
}

const navButton =
  "flex size-8 items-center justify-center rounded-md text-lg text-stone-600 hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-brand-500 dark:text-stone-300 dark:hover:bg-stone-800";
const textButton =
  "rounded-md px-2 py-1 font-medium text-brand-700 hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-brand-500 dark:text-brand-300 dark:hover:bg-stone-800";
