"use client";

import { useState, type ReactNode } from "react";
import { ConfirmDeleteDialog } from "@/components/ui/confirm-delete-dialog";
import { StatusMessage } from "@/components/ui/status-message";

type Named = { id: string; name: string };
type Callbacks = { onSuccess: () => void; onError: (error: Error) => void };

/**
 * What a settings list remembers: which record's panel is open (edit, or another mode such as a
 * tag's merge), the record asked about for deletion, and the last notice and failure. The manager
 * holds it, so its own create form and row actions can say how they went in the same place.
 */
export function useSettingsList<T extends Named, Mode extends string = "edit">() {
  const [panel, setPanel] = useState<{ id: string; mode: Mode } | null>(null);
  const [deleting, setDeleting] = useState<T | null>(null);
  const [notice, setNotice] = useState("");
  const [failure, setFailure] = useState("");
  return {
    panel,
    open: (id: string, mode: Mode) => setPanel({ id, mode }),
    /** Closes the open panel, saying `text` when given ("Saved Red."). */
    close: (text?: string) => {
      setPanel(null);
      if (text) setNotice(text);
    },
    deleting,
    askDelete: (item: T | null) => setDeleting(item),
    notice,
    notify: setNotice,
    failure,
    fail: setFailure,
  };
}

export type SettingsListState<T extends Named, Mode extends string = "edit"> = ReturnType<
  typeof useSettingsList<T, Mode>
>;

type SettingsListProps<T extends Named, Mode extends string> = {
  state: SettingsListState<T, Mode>;
  /** The list's query (React Query's result): loading, failed, or the records. */
  query: { isPending: boolean; isError: boolean; error: Error | null; data: T[] | undefined };
  /** The records to show at the top level; the query's own when absent (a tree passes its roots). */
  items?: T[];
  /** A tree's children of a record, shown as a nested list under it (tags). */
  childrenOf?: (item: T) => T[];
  /** The list's accessible name. */
  label: string;
  loading: string;
  loadFailed: (message: string) => string;
  /** Shown instead of an empty list; without it an empty list is shown as it is. */
  empty?: string;
  /** A record's line: what it is and its actions (state.open / state.askDelete). */
  row: (item: T) => ReactNode;
  /** The open panel under a record's line: its edit form, or the form of another mode. */
  panel: (item: T, mode: Mode) => ReactNode;
  /** Under the line and before the panel, e.g. the result of a notifier's test. */
  note?: (item: T) => ReactNode;
  /** The delete confirmation: what the record is, the mutation, and what deleting it does. */
  deletion: {
    noun: "tag" | "template" | "type" | "notifier";
    pending: boolean;
    remove: (id: string, callbacks: Callbacks) => void;
    body: ReactNode;
  };
};

const listBox =
  "divide-y divide-stone-200 rounded-xl border border-stone-200 bg-white shadow-sm dark:divide-stone-800 dark:border-stone-800 dark:bg-stone-900/60";
const nestedList = "ml-5 border-l border-stone-200 sm:ml-6 dark:border-stone-800";
const panelBox =
  "rounded-lg border border-stone-200 bg-stone-50 p-3 dark:border-stone-700 dark:bg-stone-800/50";

/**
 * The one list of the settings screens (tags, types, templates, notifiers): the notices, the
 * loading, failed and empty states, one line per record with its panel opened in place under it,
 * and the delete confirmation. Each manager words it and draws its lines and panels.
 */
export function SettingsList<T extends Named, Mode extends string>(props: SettingsListProps<T, Mode>) {
  const { state, query, childrenOf, label, loading, loadFailed, empty, row, panel, note, deletion } = props;
  const items = props.items ?? query.data ?? [];

  const renderList = (records: T[], depth: number): ReactNode => (
    <ul aria-label={depth === 0 ? label : undefined} className={depth === 0 ? listBox : nestedList}>
      {records.map((item) => {
        const children = childrenOf?.(item) ?? [];
        return (
          <li key={item.id}>
            <div className="space-y-2 px-3 py-2">
              {row(item)}
              {note?.(item)}
              {state.panel?.id === item.id && <div className={panelBox}>{panel(item, state.panel.mode)}</div>}
            </div>
            {children.length > 0 && renderList(children, depth + 1)}
          </li>
        );
      })}
    </ul>
  );

  return (
    <>
      <StatusMessage tone="error">{state.failure}</StatusMessage>
      <StatusMessage tone="info">{state.notice}</StatusMessage>
      {query.isPending ? (
        <p className="text-sm text-stone-500 dark:text-stone-400">{loading}</p>
      ) : query.isError ? (
        <StatusMessage tone="error">{loadFailed(query.error?.message ?? "")}</StatusMessage>
      ) : items.length === 0 && empty ? (
        <p className="text-sm text-stone-500 dark:text-stone-400">{empty}</p>
      ) : (
        renderList(items, 0)
      )}
      <ConfirmDeleteDialog
        target={state.deleting}
        noun={deletion.noun}
        pending={deletion.pending}
        remove={deletion.remove}
        onClose={() => state.askDelete(null)}
        onDeleted={state.notify}
        onFailureChange={state.fail}
      >
        {deletion.body}
      </ConfirmDeleteDialog>
    </>
  );
}
