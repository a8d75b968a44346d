import { displayPreferences, type DisplayPreferences } from "@/lib/schemas/display-preferences";

export {
  dateFormats,
  displayPreferences,
  isTimeZone,
  type DateFormat,
  type DisplayPreferences,
} from "@/lib/schemas/display-preferences";

/** The preferences inside a stored settings object; anything malformed reads as "not set". */
export function displayPreferencesFromSettings(settings: unknown): DisplayPreferences {
  const display =
    settings && typeof settings === "object" ? (settings as { display?: unknown }).display : null;
  const parsed = displayPreferences.safeParse(display ?? {});
  return parsed.success ? parsed.data : {};
}
