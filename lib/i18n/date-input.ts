import { calendarDate } from "@/lib/schemas/common";
import type { DateFormat } from "@/lib/schemas/display-preferences";

/**
 * How a date is typed in the reader's language: the order of day, month and year and the mark
 * between them ("31.12.2026" in German, "12/31/2026" in American English, "2026/12/31" in
 * Japanese), or the user's own date format. Values stay ISO days ("2026-12-31") on the wire.
 */
export type DatePattern = { order: ("day" | "month" | "year")[]; separator: string };

export function datePattern(locale: string, dateFormat: DateFormat): DatePattern {
  if (dateFormat === "iso") return { order: ["year", "month", "day"], separator: "-" };
  if (dateFormat === "dmy") return { order: ["day", "month", "year"], separator: "/" };
  if (dateFormat === "mdy") return { order: ["month", "day", "year"], separator: "/" };
  const parts = new Intl.DateTimeFormat(locale, {
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    timeZone: "UTC",
  }).formatToParts(new Date(Date.UTC(2026, 11, 31)));
  const order = parts
    .map((part) => part.type)
    .filter(
      (type): type is "day" | "month" | "year" => type === "day" || type === "month" || type === "year",
    );
  const separator = parts.find((part) => part.type === "literal")?.value.trim() || "/";
  return { order, separator };
}

/** "2026-03-01" → "01.03.2026"; "" for no day. */
export function formatDateInput(isoDay: string, pattern: DatePattern): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDay);
  if (!match) return "";
  const values = { year: match[1]!, month: match[2]!, day: match[3]! };
  return pattern.order.map((part) => values[part]).join(pattern.separator);
}

/**
 * What a person typed → an ISO day, "" for nothing, or null when it is not a date. An ISO day is
 * understood in every language; a two-digit year means this century.
 */
export function parseDateInput(text: string, pattern: DatePattern): string | null {
  const trimmed = text.trim();
  if (!trimmed) return "";
  const numbers = trimmed.split(/[^\d]+/).filter(Boolean);
  if (numbers.length !== 3) return null;
  const order: DatePattern["order"] = numbers[0]!.length === 4 ? ["year", "month", "day"] : pattern.order;
  const values = Object.fromEntries(order.map((part, index) => [part, Number(numbers[index])])) as Record<
    "day" | "month" | "year",
    number
  >;
  if (numbers[order.indexOf("year")]!.length <= 2) values.year += 2000;
  const { year, month, day } = values;
  if (!calendarDate(year, month, day)) return null;
  return `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}
