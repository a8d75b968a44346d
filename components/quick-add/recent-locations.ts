import type { PickedEntity } from "@/components/pickers/entity-picker";

/** Kept in this browser only: where this person last put things, newest first. */
export const RECENT_LOCATIONS_KEY = "cairn.quickAdd.recentLocations";
export const RECENT_LOCATIONS_MAX = 4;

/** The stored list, or [] for anything that is not one (an old format, a hand edit). */
export function parseRecentLocations(stored: string | null): PickedEntity[] {
  if (!stored) return [];
  try {
    const value: unknown = JSON.parse(stored);
    if (!Array.isArray(value)) return [];
    return value
      .filter(
        (entry): entry is PickedEntity =>
          typeof entry === "object" &&
          entry !== null &&
          typeof (entry as PickedEntity).id === "string" &&
          typeof (entry as PickedEntity).name === "string",
      )
      .map(({ id, name }) => ({ id, name }))
      .slice(0, RECENT_LOCATIONS_MAX);
  } catch {
    return [];
  }
}

/** The list with `used` first (its name as now), each location once. */
export function withRecentLocation(recent: readonly PickedEntity[], used: PickedEntity): PickedEntity[] {
  return [used, ...recent.filter((entry) => entry.id !== used.id)].slice(0, RECENT_LOCATIONS_MAX);
}

export function withoutLocation(recent: readonly PickedEntity[], id: string): PickedEntity[] {
  return recent.filter((entry) => entry.id !== id);
}

export function loadRecentLocations(): PickedEntity[] {
  try {
    return parseRecentLocations(localStorage.getItem(RECENT_LOCATIONS_KEY));
  } catch {
    return []; // storage switched off
  }
}

export function storeRecentLocations(recent: readonly PickedEntity[]) {
  try {
    localStorage.setItem(RECENT_LOCATIONS_KEY, JSON.stringify(recent));
  } catch {
    // storage full or switched off: the sheet just starts without a remembered location
  }
}
