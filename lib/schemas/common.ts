import { z } from "zod";
import type { ErrorCode } from "./errors";

/**
 * Issues that mean "the request itself is malformed" (code `malformed`) rather than "a field breaks
 * a rule" (`validation`).
 */
export const MALFORMED_PARAM = { errorCode: "malformed" } as const satisfies { errorCode: ErrorCode };

export const uuid = z.uuid({ message: "must be a UUID" });
export { ZERO_UUID } from "./zero-uuid";

export const trimmedName = (max = 255) =>
  z
    .string({ message: "is required" })
    .trim()
    .min(1, { message: "is required" })
    .max(max, { message: `must be at most ${max} characters` });

/** A JSON boolean, or the strings a form or query string sends. */
export const looseBoolean = z
  .union([z.boolean(), z.enum(["true", "false", "on", "off", "1", "0", ""])])
  .transform((value) => value === true || value === "true" || value === "on" || value === "1");

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Parses the timestamp forms clients send: RFC 3339, or a date alone (midnight UTC). */
export function parseTimestamp(value: string): Date | null {
  const trimmed = value.trim();
  if (DATE_ONLY.test(trimmed)) {
    const date = new Date(`${trimmed}T00:00:00.000Z`);
    return Number.isNaN(date.getTime()) ? null : date;
  }
  if (!/^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}/.test(trimmed)) return null;
  const date = new Date(trimmed);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** Optional timestamp input: absent, null or "" mean unset; anything unparsable is a bad request. */
export const optionalTimestamp = z
  .union([z.string(), z.null()])
  .optional()
  .transform((value, ctx) => {
    if (value === undefined || value === null || value.trim() === "") return undefined;
    const date = parseTimestamp(value);
    if (!date) {
      ctx.issues.push({
        code: "custom",
        message: "is not a valid date",
        input: value,
        params: MALFORMED_PARAM,
      });
      return z.NEVER;
    }
    return date;
  });

/** Like optionalTimestamp, for expiry dates: a given one must lie in the future. */
export const optionalFutureTimestamp = optionalTimestamp.refine(
  (date) => !date || date.getTime() > Date.now(),
  {
    message: "must be in the future",
  },
);

const MONTH_FIRST = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;
const RFC3339_DATE_PART = /^(\d{4})-(\d{2})-(\d{2})[T ]\d{2}:\d{2}/;
/** Go's zero time, which HomeBox clients send for "no date". */
const ZERO_YEAR = 1;

/** The calendar day year-month-day, or null when there is no such day (31 February, month 13). */
export function calendarDate(year: number, month: number, day: number): Date | null {
  const date = new Date(Date.UTC(year, month - 1, day));
  if (
    year < 1 ||
    date.getUTCFullYear() !== year ||
    date.getUTCMonth() !== month - 1 ||
    date.getUTCDate() !== day
  ) {
    return null;
  }
  date.setUTCFullYear(year); // years below 100 would otherwise map to 19xx
  return date;
}

/**
 * Reads a date-only value: `YYYY-MM-DD`, `MM/DD/YYYY`, or an RFC 3339 timestamp whose time is
 * dropped (the calendar date as written). Returns midnight UTC, null for "no date", or undefined
 * when unparsable.
 */
export function parseDateOnly(value: string): Date | null | undefined {
  const trimmed = value.trim();
  if (trimmed === "") return null;
  let parts: [number, number, number] | undefined;
  const iso = DATE_ONLY.exec(trimmed) ?? RFC3339_DATE_PART.exec(trimmed);
  if (iso) parts = [Number(iso[1]), Number(iso[2]), Number(iso[3])];
  const us = MONTH_FIRST.exec(trimmed);
  if (us) parts = [Number(us[3]), Number(us[1]), Number(us[2])];
  if (!parts) return undefined;
  if (parts[0] === ZERO_YEAR) return null;
  return calendarDate(...parts) ?? undefined;
}

/**
 * Date-only input: absent stays undefined (PATCH leaves it), null or "" clear it (null), anything
 * unparsable is a bad request.
 */
export const dateOnlyInput = z
  .union([z.string(), z.null()])
  .optional()
  .transform((value, ctx) => {
    if (value === undefined) return undefined;
    if (value === null) return null;
    const date = parseDateOnly(value);
    if (date === undefined) {
      ctx.issues.push({
        code: "custom",
        message: "is not a valid date",
        input: value,
        params: MALFORMED_PARAM,
      });
      return z.NEVER;
    }
    return date;
  });

/** Date-only output: `YYYY-MM-DD`, or "" when unset. */
export function formatDateOnly(date: Date | null | undefined): string {
  if (!date) return "";
  const year = String(date.getUTCFullYear()).padStart(4, "0");
  const month = String(date.getUTCMonth() + 1).padStart(2, "0");
  const day = String(date.getUTCDate()).padStart(2, "0");
  return `${year}-${month}-${day}`;
}
