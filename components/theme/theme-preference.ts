export type ThemePreference = "system" | "light" | "dark";

export const THEME_STORAGE_KEY = "cairn-theme";
export const DARK_SCHEME_QUERY = "(prefers-color-scheme: dark)";

const preferenceListeners = new Set<() => void>();

export function readThemePreference(): ThemePreference {
  try {
    const stored = localStorage.getItem(THEME_STORAGE_KEY);
    return stored === "light" || stored === "dark" ? stored : "system";
  } catch {
    // Storage can be blocked (private modes, strict cookie settings): fall back to the OS.
    return "system";
  }
}

/** Puts the `dark` class on <html> when the stored preference, or else the OS, asks for it. */
export function applyThemePreference(): void {
  const preference = readThemePreference();
  const dark = preference === "dark" || (preference === "system" && matchMedia(DARK_SCHEME_QUERY).matches);
  document.documentElement.classList.toggle("dark", dark);
}

export function storeThemePreference(preference: ThemePreference): void {
  try {
    if (preference === "system") localStorage.removeItem(THEME_STORAGE_KEY);
    else localStorage.setItem(THEME_STORAGE_KEY, preference);
  } catch {
    // Not persisted, but the page still switches below.
  }
  applyThemePreference();
  preferenceListeners.forEach((listener) => listener());
}

/** For useSyncExternalStore: changes made here and in other tabs. */
export function subscribeToThemePreference(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key !== THEME_STORAGE_KEY && event.key !== null) return;
    applyThemePreference();
    listener();
  };
  preferenceListeners.add(listener);
  window.addEventListener("storage", onStorage);
  return () => {
    preferenceListeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}
