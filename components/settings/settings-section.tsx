import type { ReactNode } from "react";

type SettingsSectionProps = { id: string; title: string; description?: ReactNode; children: ReactNode };

/** One titled block of a settings page (a landmark named by its heading). */
export function SettingsSection({ id, title, description, children }: SettingsSectionProps) {
  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="rounded-xl border border-stone-200 bg-white p-4 shadow-xs sm:p-5 dark:border-stone-800 dark:bg-stone-900"
    >
      <h2 id={`${id}-heading`} className="text-lg font-semibold">
        {title}
      </h2>
      {description && <p className="mt-1 text-sm text-stone-600 dark:text-stone-400">{description}</p>}
      <div className="mt-4">{children}</div>
    </section>
  );
}
