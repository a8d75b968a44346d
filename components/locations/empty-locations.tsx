import { useTranslations } from "next-intl";
import { CairnMark } from "@/components/brand/cairn-logo";

/** Shown instead of the tree: no locations yet, or no group to hold any. */
export function EmptyLocations({ hasGroup }: { hasGroup: boolean }) {
  const t = useTranslations("locations.empty");
  return (
    <div className="rounded-xl border border-dashed border-stone-300 px-6 py-12 text-center dark:border-stone-700">
      <CairnMark className="mx-auto size-10 text-stone-300 dark:text-stone-600" />
      <h2 className="mt-4 text-base font-semibold">{hasGroup ? t("noLocations") : t("noGroup")}</h2>
      <p className="mx-auto mt-1 max-w-sm text-sm text-stone-600 dark:text-stone-400">
        {hasGroup ? t("noLocationsHint") : t("noGroupHint")}
      </p>
    </div>
  );
}
