import Link from "next/link";
import { useTranslations } from "next-intl";
import { useCanWrite } from "@/components/auth/use-can-write";
import { buttonStyles } from "@/components/ui/button-styles";

/** Placeholder rows of the real rows' height, so the page does not shift when results arrive. */
export function ListSkeleton({ rows = 8 }: { rows?: number }) {
  return (
    <div aria-hidden="true" className="divide-y divide-stone-100 dark:divide-stone-800">
      {Array.from({ length: rows }, (_, index) => (
        <div key={index} className="flex h-14 items-center gap-3 px-3">
          <span className="size-10 rounded-md bg-stone-200 motion-safe:animate-pulse dark:bg-stone-800" />
          <span className="h-3 w-1/3 rounded bg-stone-200 motion-safe:animate-pulse dark:bg-stone-800" />
        </div>
      ))}
    </div>
  );
}

/** Nothing to list: either the group has no entities of this kind, or the filters exclude them all. */
export function EmptyList({ filtered, onClear }: { filtered: boolean; onClear: () => void }) {
  const canWrite = useCanWrite();
  const t = useTranslations("entityList.states");
  return (
    <div className="rounded-xl border border-dashed border-stone-300 px-6 py-12 text-center dark:border-stone-700">
      <h2 className="text-base font-semibold">{filtered ? t("nothingMatches") : t("noItems")}</h2>
      <p className="mx-auto mt-1 max-w-sm text-sm text-stone-600 dark:text-stone-400">
        {filtered ? t("nothingMatchesHint") : t("noItemsHint")}
      </p>
      <div className="mt-4">
        {filtered ? (
          <button type="button" className={buttonStyles.secondary} onClick={onClear}>
            {t("clearFilters")}
          </button>
        ) : (
          canWrite && (
            <Link href="/entities/new" className={buttonStyles.primary}>
              {t("createOne")}
            </Link>
          )
        )}
      </div>
    </div>
  );
}

/** The list could not be loaded; retry asks again. */
export function ListError({ message, onRetry }: { message: string; onRetry: () => void }) {
  const t = useTranslations("entityList.states");
  return (
    <div
      role="alert"
      className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800 dark:border-red-900/60 dark:bg-red-950/40 dark:text-red-300"
    >
      <span>{t("loadFailed", { message })}</span>
      <button type="button" className={buttonStyles.secondary} onClick={onRetry}>
        {t("retry")}
      </button>
    </div>
  );
}
