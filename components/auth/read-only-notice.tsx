import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { buttonStyles } from "@/components/ui/button-styles";

/**
 * What a read-only viewer sees on a page that only makes or changes records (a create or edit
 * form opened directly): a plain explanation and the way back, instead of a form that would fail
 * on save.
 */
export async function ReadOnlyNotice({ backHref }: { backHref: string }) {
  const t = await getTranslations("roles");
  return (
    <section
      aria-labelledby="read-only-heading"
      className="mx-auto max-w-xl space-y-3 rounded-xl border border-stone-200 bg-white p-6 shadow-sm dark:border-stone-800 dark:bg-stone-900/60"
    >
      <h1 id="read-only-heading" className="text-xl font-semibold tracking-tight">
        {t("readOnlyTitle")}
      </h1>
      <p className="text-stone-700 dark:text-stone-300">{t("readOnlyBody")}</p>
      <Link href={backHref} className={buttonStyles.secondary}>
        {t("back")}
      </Link>
    </section>
  );
}
