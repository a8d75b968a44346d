import { z } from "zod";
import { LOCALES } from "@/lib/i18n/locales";

/**
 * How a user wants dates, numbers and words shown (a Cairn extension). Kept in the user's settings
 * object under `display`, so HomeBox clients that read or write other settings keys are unaffected.
 */
export const dateFormats = ["auto", "iso", "dmy", "mdy"] as const;
export type DateFormat = (typeof dateFormats)[number];

export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat("en", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

export const displayPreferences = z
  .object({
    locale: z.enum(LOCALES).nullable().optional().describe("interface language; null follows the browser"),
    dateFormat: z
      .enum(dateFormats)
      .nullable()
      .optional()
      .describe("auto follows the language; iso 2026-03-01, dmy 01/03/2026, mdy 03/01/2026"),
    weekStart: z
      .union([z.literal("auto"), z.number().int().min(0).max(6)])
      .nullable()
      .optional()
      .describe("first day of the week in calendars, 0 = Sunday; auto follows the language"),
    timeZone: z
      .string()
      .max(64)
      .refine(isTimeZone, "is not a known time zone")
      .nullable()
      .optional()
      .describe("IANA time zone for times; null uses the browser's"),
  })
  .strict();
export type DisplayPreferences = z.infer<typeof displayPreferences>;

export const displayPreferencesOut = z.object({ item: displayPreferences });
