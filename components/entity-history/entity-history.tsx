"use client";

import { FormAlert } from "@/components/forms/form-alert";
import { buttonStyles } from "@/components/ui/button-styles";
import type { HistoryItemOut } from "@/lib/schemas/history";
import { describeItem } from "./describe-change";
import { useEntityHistory } from "./use-entity-history";

function formatWhen(at: string): string {
  return new Date(at).toLocaleString("en-GB", { dateStyle: "medium", timeStyle: "short" });
}

function HistoryEntry({ item }: { item: HistoryItemOut }) {
  const actor = item.actor?.name ?? "Someone";
  return (
    <li className="py-2.5">
      <p className="text-sm break-words">
        <span className="font-medium">{actor}</span> {describeItem(item).join(", ")}
      </p>
      <p className="text-xs text-stone-600 dark:text-stone-400">
        <time dateTime={item.at}>{formatWhen(item.at)}</time>
      </p>
    </li>
  );
}

/**
 * Who changed what on this entity and when, newest first (GET /v1/entities/{id}/history). It lives
 * under `queryKeys.entities.all`, so saving the entity and live updates from others refresh it.
 */
export function EntityHistory({ entityId }: { entityId: string }) {
  const history = useEntityHistory(entityId);
  return (
    <section
      aria-labelledby="history-heading"
      className="space-y-2 rounded-xl border border-stone-200 bg-white p-4 shadow-sm dark:border-stone-800 dark:bg-stone-900/60"
    >
      <h2 id="history-heading" className="text-lg font-semibold">
        History
      </h2>
      {history.isPending && <p className="text-sm text-stone-600 dark:text-stone-400">Loading…</p>}
      {history.error && <FormAlert>{history.error.message}</FormAlert>}
      {history.data && history.data.length === 0 && (
        <p className="text-sm text-stone-600 dark:text-stone-400">No changes recorded yet.</p>
      )}
      {history.data && history.data.length > 0 && (
        <ol aria-label="Changes, newest first" className="divide-y divide-stone-200 dark:divide-stone-800">
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
          {history.isFetchingNextPage ? "Loading older changes…" : "Show older"}
        </button>
      )}
    </section>
  );
}
