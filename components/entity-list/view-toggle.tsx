import { useTranslations } from "next-intl";
import type { ViewMode } from "./use-view-mode";

const MODES = [
  { value: "list", icon: "M3 5h14M3 10h14M3 15h14" },
  { value: "grid", icon: "M3 3h6v6H3zM11 3h6v6h-6zM3 11h6v6H3zM11 11h6v6h-6z" },
] as const satisfies ReadonlyArray<{ value: ViewMode; icon: string }>;

/** Rows or photo cards: two pressed/unpressed buttons side by side. */
export function ViewToggle({ value, onChange }: { value: ViewMode; onChange: (mode: ViewMode) => void }) {
  const t = useTranslations("entityList.viewToggle");
  const labels: Record<ViewMode, string> = { list: t("list"), grid: t("grid") };
  return (
    <div
      role="group"
      aria-label={t("label")}
      className="flex rounded-lg border border-stone-300 p-0.5 dark:border-stone-700"
    >
      {MODES.map((mode) => (
        <button
          key={mode.value}
          type="button"
          aria-pressed={value === mode.value}
          onClick={() => onChange(mode.value)}
          className={`flex items-center gap-1 rounded-md px-2 py-1 text-sm focus-visible:outline-2 focus-visible:outline-brand-500 ${
            value === mode.value
              ? "bg-stone-200 text-stone-900 dark:bg-stone-700 dark:text-white"
              : "text-stone-600 hover:text-stone-900 dark:text-stone-400 dark:hover:text-white"
          }`}
        >
          <svg
            aria-hidden="true"
            viewBox="0 0 20 20"
            className="size-4"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.5"
          >
            <path d={mode.icon} />
          </svg>
          {labels[mode.value]}
        </button>
      ))}
    </div>
  );
}
