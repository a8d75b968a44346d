import { db } from "@/lib/db/client";
import { recordUserEvent } from "@/lib/events/record-user-event";
import { notFound } from "@/lib/errors/domain-error";
import { displayPreferencesFromSettings } from "@/lib/i18n/preferences";
import type { DisplayPreferences } from "@/lib/schemas/display-preferences";

function parsedSettings(text: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === "object" && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

export async function getDisplayPreferences(userId: string): Promise<DisplayPreferences> {
  const user = await db().user.findUnique({ where: { id: userId }, select: { settings: true } });
  if (!user) throw notFound();
  return displayPreferencesFromSettings(parsedSettings(user.settings));
}

/**
 * Changes the given preferences and keeps the rest (and every other settings key); `null` returns
 * a choice to "follow the browser". Read and written in one transaction so two tabs saving
 * different choices at once both land.
 */
export async function updateDisplayPreferences(
  userId: string,
  change: DisplayPreferences,
): Promise<DisplayPreferences> {
  return db().$transaction(async (tx) => {
    const user = await tx.user.findUnique({ where: { id: userId }, select: { settings: true } });
    if (!user) throw notFound();
    const settings = parsedSettings(user.settings);
    const display: Record<string, unknown> = { ...displayPreferencesFromSettings(settings), ...change };
    for (const [key, value] of Object.entries(display)) if (value === null) delete display[key];
    await tx.user.update({
      where: { id: userId },
      data: { settings: JSON.stringify({ ...settings, display }) },
    });
    await recordUserEvent(tx, userId);
    return displayPreferencesFromSettings({ display });
  });
}
