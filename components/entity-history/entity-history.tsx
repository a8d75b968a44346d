"use client";

import { useTranslations } from "next-intl";
import { FormAlert } from "@/components/forms/form-alert";
import { useFormats } from "@/components/i18n/formats-provider";
import { buttonStyles } from "@/components/ui/button-styles";
import type { HistoryItemOut } from "@/lib/schemas/history";
import { useDescribeChange } from "./describe-change";
import { useEntityHistory } from "./use-entity-history";

function HistoryEntry({ item }: { item: HistoryItemOut }) {
  const t = useTranslations("history");
  const f = useFormats();
  const describe = useDescribeChange();
  return (
    <li className="py-2.5">
      <p className="text-sm break-words">
        {t.rich("entry", {
          actor: item.actor?.name ?? t("someone"),
          changes: describe(item).join(", "),
          b: (chunks) => <span className="font-medium">{chunks}</span>,
        })}
      </p>
      <p className="text-xs text-stone-600 dark:text-stone-400">
        <time dateTime={item.at} title={f.relative(item.at)}>
          {f.dateTime(item.at)}
        </time>
      </p>
    </li>
  );
}

/**
 * Who changed what on this entity and when, newest first (GET /v1/entities/{id}/history). It lives
 * under `queryKeys.entities.all`, so saving the entity and live updates from others refresh it.
 */
export function EntityHistory({ entityId }: { entityId: string }) {
  const t = useTranslations("history");
  const common = useTranslations("common");
  const history = useEntityHistory(entityId);
  return (
    <section
      aria-labelledby="history-heading"
      className="space-y-2 rounded-xl border border-stone-200 bg-white p-4 shadow-sm dark:border-stone-800 dark:bg-stone-900/60"
    >
      <h2 id="history-heading" className="text-lg font-semibold">
        {t("title")}
      </h2>
      {history.isPending && <p className="text-sm text-stone-600 dark:text-stone-400">{common("loading")}</p>}
      {history.error && <FormAlert>{history.error.message}</FormAlert>}
      {history.data && history.data.length === 0 && (
        <p className="text-sm text-stone-600 dark:text-stone-400">{t("empty")}</p>
      )}
      {history.data && history.data.length > 0 && (
        <ol aria-label={t("listLabel")} className="divide-y divide-stone-200 dark:divide-stone-800">
          {history.data.map((item) => (
            <HistoryEntry key={item.id} item={item} />
          ))}
        </ol>
      )}
      {history.hasNextPage && (
        <button
          type="button"
          className={buttonStyles.secondary}
          disabled={history.isFetchingNextPage}
          onClick={() => void history.fetchNextPage()}
        >
          {history.isFetchingNextPage ? t("loadingOlder") : t("showOlder")}
        </button>
      )}
    </section>
  );
}
