"use client";

import { useLocale, useTimeZone } from "next-intl";
import { createContext, useContext, useMemo, type ReactNode } from "react";
import { createFormats, localeWeekStart, type Formats } from "@/lib/i18n/format";
import type { DateFormat } from "@/lib/i18n/preferences";

type FormatChoices = { currency: string; dateFormat: DateFormat; weekStart: number | "auto" };

const FormatChoicesContext = createContext<FormatChoices>({
  currency: "USD",
  dateFormat: "auto",
  weekStart: "auto",
});

/** The group's currency and the user's date choices, for every client component below. */
export function FormatsProvider({
  children,
  currency,
  dateFormat,
  weekStart,
}: FormatChoices & { children: ReactNode }) {
  const value = useMemo(() => ({ currency, dateFormat, weekStart }), [currency, dateFormat, weekStart]);
  return <FormatChoicesContext.Provider value={value}>{children}</FormatChoicesContext.Provider>;
}

/** Numbers, money, dates and times in the reader's language (see lib/i18n/format.ts). */
export function useFormats(): Formats {
  const locale = useLocale();
  const timeZone = useTimeZone() ?? "UTC";
  const { currency, dateFormat } = useContext(FormatChoicesContext);
  return useMemo(
    () => createFormats({ locale, currency, dateFormat, timeZone }),
    [locale, currency, dateFormat, timeZone],
  );
}

/** The first day of the week a calendar shows: the user's choice, else the language's (0 = Sunday). */
export function useWeekStart(): number {
  const locale = useLocale();
  const { weekStart } = useContext(FormatChoicesContext);
  return weekStart === "auto" ? localeWeekStart(locale) : weekStart;
}

/** The user's date format choice ("auto" follows the language). */
export function useDateFormat(): DateFormat {
  return useContext(FormatChoicesContext).dateFormat;
}
