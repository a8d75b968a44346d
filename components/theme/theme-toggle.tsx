"use client";

import { useTranslations } from "next-intl";
import { useSyncExternalStore } from "react";
import { MonitorIcon, MoonIcon, SunIcon } from "./theme-icons";
import {
  readThemePreference,
  storeThemePreference,
  subscribeToThemePreference,
  type ThemePreference,
} from "./theme-preference";

const NEXT_PREFERENCE: Record<ThemePreference, ThemePreference> = {
  system: "light",
  light: "dark",
  dark: "system",
};
const PREFERENCE_ICON = { system: MonitorIcon, light: SunIcon, dark: MoonIcon };

/** Cycles system → light → dark; the choice is kept in localStorage. */
export function ThemeToggle() {
  const t = useTranslations("theme");
  // The server cannot know the stored choice, so it renders "system" and the client corrects it.
  const preference = useSyncExternalStore(
    subscribeToThemePreference,
    readThemePreference,
    () => "system" as const,
  );

  const next = NEXT_PREFERENCE[preference];
  const Icon = PREFERENCE_ICON[preference];
  return (
    <button
      type="button"
      onClick={() => storeThemePreference(next)}
      aria-label={t("toggleLabel", { current: preference, next })}
      title={t("toggleTitle", { current: preference, next })}
      className="inline-flex size-9 shrink-0 items-center justify-center rounded-lg text-stone-600 transition-colors hover:bg-stone-200/70 hover:text-stone-900 dark:text-stone-400 dark:hover:bg-stone-800 dark:hover:text-stone-100"
    >
      <Icon className="size-5" />
    </button>
  );
}
