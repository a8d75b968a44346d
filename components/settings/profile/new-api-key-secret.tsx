"use client";

import { useTranslations } from "next-intl";
import { CopyButton } from "@/components/ui/copy-button";

/** A just-created key's secret: the server keeps only its hash, so this is the one chance to copy it. */
export function NewApiKeySecret({
  name,
  token,
  onDone,
}: {
  name: string;
  token: string;
  onDone: () => void;
}) {
  const t = useTranslations("settings.newApiKey");
  return (
    <div
      role="region"
      aria-label={t("region")}
      className="rounded-lg border border-amber-300 bg-amber-50 p-4 dark:border-amber-800 dark:bg-amber-950/40"
    >
      <p className="text-sm font-semibold text-amber-900 dark:text-amber-200">{t("copyNow", { name })}</p>
      <label htmlFor="new-api-key" className="mt-3 block text-sm font-medium">
        {t("label")}
      </label>
      <input
        id="new-api-key"
        readOnly
        value={token}
        onFocus={(event) => event.currentTarget.select()}
        className="mt-1 block w-full rounded-lg border border-stone-300 bg-white px-3 py-2 font-mono text-xs text-stone-900 dark:border-stone-700 dark:bg-stone-900 dark:text-stone-100"
      />
      <p className="mt-2 text-sm text-stone-700 dark:text-stone-300">
        {t.rich("usage", {
          header: "Authorization: Bearer <key>",
          code: (chunks) => <code className="font-mono">{chunks}</code>,
        })}
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        <CopyButton text={token} label={t("copy")} />
        <button
          type="button"
          onClick={onDone}
          className="inline-flex items-center rounded-lg px-3 py-2 text-sm font-medium text-stone-700 hover:bg-amber-100 focus-visible:outline-2 focus-visible:outline-brand-500 dark:text-stone-200 dark:hover:bg-amber-900/40"
        >
          {t("done")}
        </button>
      </div>
    </div>
  );
}
