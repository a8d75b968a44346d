export type ThemePreference = "system" | "light" | "dark";

export const THEME_STORAGE_KEY = "cairn-theme";
export const DARK_SCHEME_QUERY = "(prefers-color-scheme: dark)";
/** On <html> while the theme switches: it holds every transition (app/globals.css). */
export const THEME_SWITCHING_CLASS = "theme-switching";

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
  switchTheme(document.documentElement, dark);
}

/**
 * Sets or clears `dark` on <html> at once. Buttons and links fade their colours (150 ms), and a
 * theme switch would otherwise fade them too: for that moment a button kept its light-theme text
 * on the dark page, too faint to read (axe measured it so, right after the OS turned dark). The
 * page's styles are worked out while THEME_SWITCHING_CLASS holds every transition; it goes at the
 * next frame, when nothing is left to fade. theme-script.tsx does the same before React loads.
 */
export function switchTheme(root: HTMLElement, dark: boolean): void {
  if (root.classList.contains("dark") === dark) return;
  root.classList.add(THEME_SWITCHING_CLASS);
  root.classList.toggle("dark", dark);
  void root.offsetHeight;
  requestAnimationFrame(() => root.classList.remove(THEME_SWITCHING_CLASS));
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
