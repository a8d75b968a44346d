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

const CHOICES: { value: ThemePreference; Icon: typeof SunIcon }[] = [
  { value: "system", Icon: MonitorIcon },
  { value: "light", Icon: SunIcon },
  { value: "dark", Icon: MoonIcon },
];

/** The three themes side by side in the account menu; the pressed one is in use. */
export function ThemeChoice() {
  const t = useTranslations("theme");
  const preference = useSyncExternalStore(
    subscribeToThemePreference,
    readThemePreference,
    () => "system" as const,
  );
  return (
    <div role="group" aria-labelledby="theme-choice-label" className="px-3 py-2">
      <p id="theme-choice-label" className="mb-1.5 text-xs font-medium text-stone-500 dark:text-stone-400">
        {t("heading")}
      </p>
      <div className="grid grid-cols-3 gap-1 rounded-lg bg-stone-100 p-1 dark:bg-stone-800">
        {CHOICES.map(({ value, Icon }) => (
          <button
            key={value}
            type="button"
            aria-pressed={preference === value}
            onClick={() => storeThemePreference(value)}
            className="flex flex-col items-center gap-0.5 rounded-md px-1 py-1.5 text-xs font-medium text-stone-600 hover:text-stone-900 focus-visible:outline-2 focus-visible:outline-brand-500 aria-pressed:bg-white aria-pressed:text-stone-900 aria-pressed:shadow-xs dark:text-stone-300 dark:hover:text-white dark:aria-pressed:bg-stone-950 dark:aria-pressed:text-white"
          >
            <Icon className="size-4" />
            {t("name", { theme: value })}
          </button>
        ))}
      </div>
    </div>
  );
}
