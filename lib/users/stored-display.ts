import { db } from "@/lib/db/client";
import { displayPreferencesFromSettings, type DisplayPreferences } from "@/lib/i18n/preferences";

/**
 * A user's display choices (language, date format) from their stored settings text, for words sent
 * to them outside a page: e-mails and notifier messages. Unreadable settings read as "not set".
 */
export function storedDisplay(settingsText: string | null | undefined): DisplayPreferences {
  try {
    return displayPreferencesFromSettings(settingsText ? JSON.parse(settingsText) : null);
  } catch {
    return {};
  }
}

/** The language a user chose, or null (then words sent to them are in English). */
export async function chosenLocaleOf(userId: string): Promise<string | null> {
  const user = await db().user.findUnique({ where: { id: userId }, select: { settings: true } });
  return storedDisplay(user?.settings).locale ?? null;
}
