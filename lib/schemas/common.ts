import { z } from "zod";

/** Issues that mean "the request itself is malformed" (400) rather than "a field breaks a rule" (422). */
export const BAD_REQUEST_PARAM = { httpStatus: 400 } as const;

export const uuid = z.uuid({ message: "must be a UUID" });
export const ZERO_UUID = "00000000-0000-0000-0000-000000000000";

export const trimmedName = (max = 255) =>
  z
    .string({ message: "is required" })
    .trim()
    .min(1, { message: "is required" })
    .max(max, { message: `must be at most ${max} characters` });

/** A JSON boolean, or the strings a form or query string sends. */
export const looseBoolean = z.union([z.boolean(), z.enum(["true", "false", "on", "off", "1", "0", ""])]).transform(
  (value) => value === true || value === "true" || value === "on" || value === "1",
);

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
      ctx.issues.push({ code: "custom", message: "is not a valid date", input: value, params: BAD_REQUEST_PARAM });
      return z.NEVER;
    }
    return date;
  });

/** Like optionalTimestamp, for expiry dates: a given one must lie in the future. */
export const optionalFutureTimestamp = optionalTimestamp.refine((date) => !date || date.getTime() > Date.now(), {
  message: "must be in the future",
});

