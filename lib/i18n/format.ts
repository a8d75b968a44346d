import type { DateFormat } from "@/lib/schemas/display-preferences";

/**
 * Every number, amount, date and time the interface shows goes through one of these, made for the
 * reader's language, date format, time zone and the group's currency. The server's first render and
 * the browser's use the same inputs, so they print the same text.
 */
export type FormatSettings = {
  locale: string;
  currency: string;
  dateFormat: DateFormat;
  timeZone: string;
};

export type Formats = ReturnType<typeof createFormats>;

const EMPTY = "—";

export function createFormats({ locale, currency, dateFormat, timeZone }: FormatSettings) {
  const counts = new Intl.NumberFormat(locale);
  const money = moneyFormat(locale, currency);
  const moneyCompact = moneyFormat(locale, currency, { notation: "compact" });
  const calendarDay = new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeZone: "UTC" });
  const instantDay = new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeZone });
  const time = new Intl.DateTimeFormat(locale, { timeStyle: "short", timeZone });
  const relative = new Intl.RelativeTimeFormat(locale, { numeric: "auto" });
  const percent = new Intl.NumberFormat(locale, { style: "percent", maximumFractionDigits: 1 });
  const fractionDigits = money.resolvedOptions().maximumFractionDigits ?? 2;

  function dayText(date: Date, zone: string, fallback: Intl.DateTimeFormat): string {
    if (dateFormat === "auto") return fallback.format(date);
    const parts = Object.fromEntries(
      new Intl.DateTimeFormat("en", { year: "numeric", month: "2-digit", day: "2-digit", timeZone: zone })
        .formatToParts(date)
        .map((part) => [part.type, part.value]),
    );
    if (dateFormat === "iso") return `${parts.year}-${parts.month}-${parts.day}`;
    if (dateFormat === "dmy") return `${parts.day}/${parts.month}/${parts.year}`;
    return `${parts.month}/${parts.day}/${parts.year}`;
  }

  return {
    locale,
    currency,
    /** 1234 → "1,234" / "1.234" / "1 234". */
    count: (value: number) => counts.format(value),
    /** 0.125 → "12.5 %" as the language writes it. */
    percent: (fraction: number) => percent.format(fraction),
    /** An amount in the group's currency with its symbol and minor units: "1.142,80 €". */
    money: (value: number) => money.format(value),
    /** A decimal string amount (maintenance cost "4.5") in the group's currency. */
    moneyText: (text: string | null | undefined) => {
      const value = Number(text);
      return text == null || text === "" || !Number.isFinite(value) ? EMPTY : money.format(value);
    },
    /** A price where 0 means "not set" in HomeBox's API. */
    price: (value: number | null | undefined) => (value ? money.format(value) : EMPTY),
    /** A short amount for chart axes: "12K €". */
    moneyShort: (value: number) => moneyCompact.format(value),
    /** Digits of the currency's minor unit (2 for EUR, 0 for JPY, 3 for KWD). */
    moneyFractionDigits: fractionDigits,
    /** A calendar day ("2026-03-01", or an ISO timestamp whose date part is the day). */
    day: (isoDay: string | null | undefined) => {
      if (!isoDay) return EMPTY;
      const date = new Date(`${isoDay.slice(0, 10)}T00:00:00Z`);
      return Number.isNaN(date.getTime()) ? EMPTY : dayText(date, "UTC", calendarDay);
    },
    /** The day an instant fell on in the reader's time zone. */
    dateOf: (iso: string | Date | null | undefined) => {
      const date = toDate(iso);
      return date ? dayText(date, timeZone, instantDay) : EMPTY;
    },
    /** An instant as day and time in the reader's time zone. */
    dateTime: (iso: string | Date | null | undefined) => {
      const date = toDate(iso);
      return date ? `${dayText(date, timeZone, instantDay)}, ${time.format(date)}` : EMPTY;
    },
    time: (iso: string | Date | null | undefined) => {
      const date = toDate(iso);
      return date ? time.format(date) : EMPTY;
    },
    /** "3 minutes ago", "in 2 days", "yesterday". */
    relative: (iso: string | Date | null | undefined, now: Date = new Date()) => {
      const date = toDate(iso);
      if (!date) return EMPTY;
      const seconds = Math.round((date.getTime() - now.getTime()) / 1000);
      const [value, unit] = relativeUnit(seconds);
      return relative.format(value, unit);
    },
  };
}

function moneyFormat(locale: string, currency: string, extra: Intl.NumberFormatOptions = {}) {
  try {
    return new Intl.NumberFormat(locale, { style: "currency", currency, ...extra });
  } catch {
    // A currency code Intl does not know still shows a right amount, just without its symbol.
    return new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2, ...extra });
  }
}

function toDate(value: string | Date | null | undefined): Date | null {
  if (!value) return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ["year", 365 * 24 * 3600],
  ["month", 30 * 24 * 3600],
  ["week", 7 * 24 * 3600],
  ["day", 24 * 3600],
  ["hour", 3600],
  ["minute", 60],
];

function relativeUnit(seconds: number): [number, Intl.RelativeTimeFormatUnit] {
  const size = Math.abs(seconds);
  for (const [unit, length] of UNITS) if (size >= length) return [Math.round(seconds / length), unit];
  return [seconds, "second"];
}

/** The first day of the week for a language (0 = Sunday), from CLDR's week data where Intl has it. */
export function localeWeekStart(locale: string): number {
  try {
    const info = new Intl.Locale(locale) as Intl.Locale & {
      getWeekInfo?: () => { firstDay: number };
      weekInfo?: { firstDay: number };
    };
    const firstDay = (info.getWeekInfo?.() ?? info.weekInfo)?.firstDay;
    // Intl counts 1 = Monday … 7 = Sunday.
    if (firstDay) return firstDay % 7;
  } catch {
    // fall through to the region table below
  }
  const region = new Intl.Locale(locale).maximize().region ?? "US";
  return SUNDAY_FIRST.has(region) ? 0 : 1;
}

const SUNDAY_FIRST = new Set(["US", "CA", "BR", "JP", "MX", "IL", "PH", "KR", "TW", "HK", "IN", "ZA", "AU"]);
