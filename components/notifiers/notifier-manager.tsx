"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { SettingsList, useSettingsList } from "@/components/settings/settings-list";
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
  const list = useSettingsList<NotifierOut>();
  const [results, setResults] = useState<Record<string, TestResult>>({});

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
    list.fail("");
    update.mutate(
      { id: notifier.id, body: { name: notifier.name, isActive: !notifier.isActive, url: null } },
      {
        onSuccess: (saved) =>
          list.notify(
            saved.isActive ? t("nowActive", { name: saved.name }) : t("nowInactive", { name: saved.name }),
          ),
        onError: (error) => list.fail(t("changeFailed", { name: notifier.name, message: error.message })),
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
            list.notify(t("added", { name: notifier.name }));
          }}
        />
      </section>
      <section aria-labelledby="notifiers-heading" className="space-y-3">
        <h2 id="notifiers-heading" className="text-base font-semibold">
          {t("yours")}
        </h2>
        <SettingsList
          state={list}
          query={notifiers}
          label={t("list")}
          loading={t("loading")}
          loadFailed={(message) => t("loadFailed", { message })}
          empty={t("empty")}
          row={(notifier) => (
            <NotifierRow
              notifier={notifier}
              maskedUrl={maskedUrls[notifier.id]}
              testing={test.isPending && test.variables === notifier.id}
              toggling={update.isPending && update.variables?.id === notifier.id}
              onEdit={() => list.open(notifier.id, "edit")}
              onToggle={() => toggle(notifier)}
              onTest={() => sendTest(notifier)}
              onDelete={() => list.askDelete(notifier)}
            />
          )}
          note={(notifier) => (
            <StatusMessage tone={results[notifier.id]?.tone ?? "info"}>
              {results[notifier.id]?.text}
            </StatusMessage>
          )}
          panel={(notifier) => (
            <NotifierForm
              title={t("editTitle", { name: notifier.name })}
              editing
              initial={{ name: notifier.name, url: "", isActive: notifier.isActive }}
              submitLabel={tc("save")}
              pending={update.isPending}
              onCancel={() => list.close()}
              onSubmit={async (body) => {
                await update.mutateAsync({ id: notifier.id, body });
                list.close(t("saved", { name: body.name }));
              }}
            />
          )}
          deletion={{
            noun: "notifier",
            pending: remove.isPending,
            remove: remove.mutate,
            body: t("deleteBody"),
          }}
        />
      </section>
    </div>
  );
}
