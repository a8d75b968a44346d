"use client";

import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import { useFormats } from "@/components/i18n/formats-provider";
import { buttonStyles } from "@/components/ui/button-styles";
import { loadQueue } from "@/lib/offline-queue/load-queue";
import type { QueuedChange, QueuedEdit } from "@/lib/offline-queue/types";
import { useOfflineQueue } from "./use-offline-queue";

function ConflictView({ change }: { change: QueuedEdit }) {
  const t = useTranslations("sync");
  const f = useFormats();
  const [busy, setBusy] = useState(false);
  const shown = (value: unknown) =>
    value === "" || value === null || value === undefined
      ? t("emptyValue")
      : typeof value === "number"
        ? f.count(value)
        : Array.isArray(value)
          ? value.join(", ")
          : String(value);
  const decide = (keep: "mine" | "theirs") => {
    setBusy(true);
    void loadQueue()
      .then((queue) => (keep === "mine" ? queue.keepMyChange(change) : queue.dropQueuedChange(change)))
      .finally(() => setBusy(false));
  };
  return (
    <div role="alert" className="space-y-2">
      <p className="font-medium">{t("conflictTitle", { name: change.label })}</p>
      <dl className="space-y-1">
        {(change.conflict?.fields ?? []).map((entry) => (
          <div key={entry.field}>
            <dt className="font-medium">{t("field", { field: entry.field })}</dt>
            <dd>
              {t("mine", { value: shown(entry.mine) })} · {t("theirs", { value: shown(entry.theirs) })}
            </dd>
          </div>
        ))}
      </dl>
      <p className="text-stone-600 dark:text-stone-400">{t("conflictHelp")}</p>
      <div className="flex flex-wrap gap-2">
        <button type="button" className={buttonStyles.primary} disabled={busy} onClick={() => decide("mine")}>
          {t("keepMine")}
        </button>
        <button
          type="button"
          className={buttonStyles.secondary}
          disabled={busy}
          onClick={() => decide("theirs")}
        >
          {t("keepTheirs")}
        </button>
      </div>
    </div>
  );
}

function ChangeRow({ change }: { change: QueuedChange }) {
  const t = useTranslations("sync");
  const title =
    change.kind === "create"
      ? t("created", { name: change.label, photo: change.photo ? "yes" : "no" })
      : t("edited", { name: change.label });
  if (change.kind === "edit" && change.state === "conflict") return <ConflictView change={change} />;
  return (
    <div className="space-y-1">
      <p className="font-medium">{title}</p>
      {change.state === "failed" ? (
        <div className="flex flex-wrap items-center gap-2">
          <p className="text-red-700 dark:text-red-300">{t("failed", { error: change.error ?? "" })}</p>
          <button
            type="button"
            className={buttonStyles.secondary}
            onClick={() => void loadQueue().then((queue) => queue.dropQueuedChange(change))}
          >
            {t("discard")}
          </button>
        </div>
      ) : (
        <p className="text-stone-600 dark:text-stone-400">{t("pending")}</p>
      )}
    </div>
  );
}

/**
 * The header's "waiting to sync" count of changes made on this device while offline, and the list
 * of them: a change someone else's edit got in the way of asks "keep mine / keep theirs" there.
 */
export function SyncStatus() {
  const t = useTranslations("sync");
  const { changes, online, syncing, flush } = useOfflineQueue();
  // null until the person opens or closes the list: a decision waiting opens it by itself.
  const [chosen, setChosen] = useState<boolean | null>(null);
  const panelId = useId();
  const conflicts = changes.filter((change) => change.state !== "pending").length;
  const open = chosen ?? conflicts > 0;
  if (changes.length === 0 && online) return null;

  return (
    <div className="relative">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setChosen(!open)}
        className={`flex min-h-9 items-center gap-1.5 rounded-full border px-2.5 text-sm font-medium focus-visible:outline-2 focus-visible:outline-brand-500 ${
          conflicts > 0
            ? "border-amber-400 bg-amber-50 text-amber-900 dark:border-amber-700 dark:bg-amber-950/50 dark:text-amber-200"
            : "border-stone-300 text-stone-700 dark:border-stone-600 dark:text-stone-200"
        }`}
      >
        <span
          aria-hidden="true"
          className={`size-2 rounded-full ${online ? "bg-brand-500" : "bg-stone-400"}`}
        />
        {changes.length > 0 ? (
          <>
            <span aria-hidden="true" className="sm:hidden">
              {changes.length}
            </span>
            <span className="sr-only sm:not-sr-only">{t("waiting", { count: changes.length })}</span>
          </>
        ) : (
          <span>{t("offline")}</span>
        )}
      </button>
      {open && (
        <section
          id={panelId}
          aria-label={t("title")}
          className="fixed inset-x-2 top-16 z-30 max-h-[70vh] space-y-3 overflow-y-auto rounded-xl border border-stone-200 bg-white p-4 text-sm shadow-lg sm:absolute sm:inset-x-auto sm:right-0 sm:top-11 sm:w-96 dark:border-stone-700 dark:bg-stone-900"
        >
          <h2 className="text-base font-semibold">{t("title")}</h2>
          <p className="text-stone-600 dark:text-stone-400">{online ? t("intro") : t("offlineIntro")}</p>
          {changes.length === 0 ? (
            <p>{t("empty")}</p>
          ) : (
            <ul className="space-y-3">
              {changes.map((change) => (
                <li key={change.id} className="border-t border-stone-200 pt-3 dark:border-stone-700">
                  <ChangeRow change={change} />
                </li>
              ))}
            </ul>
          )}
          {online && changes.some((change) => change.state === "pending") && (
            <button
              type="button"
              className={buttonStyles.secondary}
              disabled={syncing}
              onClick={() => void flush()}
            >
              {syncing ? t("syncing") : t("syncNow")}
            </button>
          )}
        </section>
      )}
    </div>
  );
}

/** Under a form whose save was kept on this device: it is not lost, and will be sent. */
export function QueuedNote() {
  const t = useTranslations("sync");
  return (
    <p
      role="status"
      className="rounded-lg bg-stone-100 px-3 py-2 text-sm text-stone-800 dark:bg-stone-800 dark:text-stone-200"
    >
      {t("queued")}
    </p>
  );
}
