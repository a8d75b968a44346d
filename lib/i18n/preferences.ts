import { z } from "zod";
import { LOCALES } from "./locales";

/**
 * How a user wants dates, numbers and words shown. Kept in the user's settings object under
 * `display`, so HomeBox clients that read or write other settings keys are unaffected.
 */
export const dateFormats = ["auto", "iso", "dmy", "mdy"] as const;
export type DateFormat = (typeof dateFormats)[number];

export const displayPreferences = z
  .object({
    locale: z.enum(LOCALES).nullable().optional().describe("interface language; null follows the browser"),
    dateFormat: z.enum(dateFormats).optional().describe("auto follows the language"),
    weekStart: z
      .union([z.literal("auto"), z.number().int().min(0).max(6)])
      .optional()
      .describe("first day of the week, 0 = Sunday; auto follows the language"),
    timeZone: z
      .string()
      .max(64)
      .refine((zone) => isTimeZone(zone), "is not a known time zone")
      .nullable()
      .optional()
      .describe("IANA time zone; null uses the browser's"),
  })
  .strict();
export type DisplayPreferences = z.infer<typeof displayPreferences>;

export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat("en", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** The preferences inside a stored settings object; anything malformed reads as "not set". */
export function displayPreferencesFromSettings(settings: unknown): DisplayPreferences {
  const display =
    settings && typeof settings === "object" ? (settings as { display?: unknown }).display : null;
  const parsed = displayPreferences.safeParse(display ?? {});
  return parsed.success ? parsed.data : {};
}
