"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { ConfirmDeleteDialog } from "@/components/ui/confirm-delete-dialog";
import { StatusMessage } from "@/components/ui/status-message";
import type { NotifierOut } from "@/lib/schemas/notifiers";
import { NotifierForm, emptyNotifier } from "./notifier-form";
import { NotifierRow } from "./notifier-row";
import {
  useCreateNotifier,
  useDeleteNotifier,
  useTestNotifier,
  useUpdateNotifier,
} from "./use-notifier-mutations";
import { useNotifiers } from "./use-notifiers";

type TestResult = { tone: "info" | "error"; text: string };

/**
 * Lists the user's notifiers and adds, edits, (de)activates, tests and deletes them.
 * `maskedUrls` (by id) come from the server render: the page shows where a notifier sends, not the
 * secrets in its URL (the API gives the maker the whole URL, for HomeBox's edit form).
 */
export function NotifierManager({ maskedUrls }: { maskedUrls: Record<string, string> }) {
  const t = useTranslations("notifiers.manager");
  const tc = useTranslations("common");
  const notifiers = useNotifiers();
  const create = useCreateNotifier();
  const update = useUpdateNotifier();
  const remove = useDeleteNotifier();
  const test = useTestNotifier();
  const [editing, setEditing] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<NotifierOut | null>(null);
  const [results, setResults] = useState<Record<string, TestResult>>({});
  const [notice, setNotice] = useState("");
  const [failure, setFailure] = useState("");

  const sendTest = (notifier: NotifierOut) => {
    setResults((current) => ({ ...current, [notifier.id]: { tone: "info", text: "" } }));
    test.mutate(notifier.id, {
      onSuccess: () =>
        setResults((current) => ({
          ...current,
          [notifier.id]: { tone: "info", text: t("testSent", { name: notifier.name }) },
        })),
      onError: (error) =>
        setResults((current) => ({
          ...current,
          [notifier.id]: { tone: "error", text: t("testFailed", { message: error.message }) },
        })),
    });
  };

  const toggle = (notifier: NotifierOut) => {
    setFailure("");
    update.mutate(
      { id: notifier.id, body: { name: notifier.name, isActive: !notifier.isActive, url: null } },
      {
        onSuccess: (saved) =>
          setNotice(
            saved.isActive ? t("nowActive", { name: saved.name }) : t("nowInactive", { name: saved.name }),
          ),
        onError: (error) => setFailure(t("changeFailed", { name: notifier.name, message: error.message })),
      },
    );
  };

  return (
    <div className="space-y-6">
      <section
        aria-labelledby="new-notifier-heading"
        className="rounded-xl border border-stone-200 bg-white p-4 shadow-sm dark:border-stone-800 dark:bg-stone-900/60"
      >
        <h2 id="new-notifier-heading" className="mb-3 text-base font-semibold">
          {t("new")}
        </h2>
        <NotifierForm
          title={t("new")}
          initial={emptyNotifier}
          submitLabel={t("add")}
          pending={create.isPending}
          onSubmit={async (body) => {
            const notifier = await create.mutateAsync({ ...body, url: body.url ?? "" });
            setNotice(t("added", { name: notifier.name }));
          }}
        />
      </section>
      <section aria-labelledby="notifiers-heading" className="space-y-3">
        <h2 id="notifiers-heading" className="text-base font-semibold">
          {t("yours")}
        </h2>
        <StatusMessage tone="error">{failure}</StatusMessage>
        <StatusMessage tone="info">{notice}</StatusMessage>
        {notifiers.isPending ? (
          <p className="text-sm text-stone-500 dark:text-stone-400">{t("loading")}</p>
        ) : notifiers.isError ? (
          <StatusMessage tone="error">{t("loadFailed", { message: notifiers.error.message })}</StatusMessage>
        ) : notifiers.data.length === 0 ? (
          <p className="text-sm text-stone-600 dark:text-stone-400">{t("empty")}</p>
        ) : (
          <ul
            aria-label={t("list")}
            className="divide-y divide-stone-200 rounded-xl border border-stone-200 bg-white shadow-sm dark:divide-stone-800 dark:border-stone-800 dark:bg-stone-900/60"
          >
            {notifiers.data.map((notifier) => {
              const result = results[notifier.id];
              return (
                <li key={notifier.id} className="space-y-2 px-3 py-2">
                  <NotifierRow
                    notifier={notifier}
                    maskedUrl={maskedUrls[notifier.id]}
                    testing={test.isPending && test.variables === notifier.id}
                    toggling={update.isPending && update.variables?.id === notifier.id}
                    onEdit={() => setEditing(notifier.id)}
                    onToggle={() => toggle(notifier)}
                    onTest={() => sendTest(notifier)}
                    onDelete={() => setDeleting(notifier)}
                  />
                  <StatusMessage tone={result?.tone ?? "info"}>{result?.text}</StatusMessage>
                  {editing === notifier.id && (
                    <div className="rounded-lg border border-stone-200 bg-stone-50 p-3 dark:border-stone-700 dark:bg-stone-800/50">
                      <NotifierForm
                        title={t("editTitle", { name: notifier.name })}
                        editing
                        initial={{ name: notifier.name, url: "", isActive: notifier.isActive }}
                        submitLabel={tc("save")}
                        pending={update.isPending}
                        onCancel={() => setEditing(null)}
                        onSubmit={async (body) => {
                          await update.mutateAsync({ id: notifier.id, body });
                          setEditing(null);
                          setNotice(t("saved", { name: body.name }));
                        }}
                      />
                    </div>
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </section>
      <ConfirmDeleteDialog
        target={deleting}
        noun="notifier"
        pending={remove.isPending}
        remove={remove.mutate}
        onClose={() => setDeleting(null)}
        onDeleted={setNotice}
        onFailureChange={setFailure}
      >
        {t("deleteBody")}
      </ConfirmDeleteDialog>
    </div>
  );
}
