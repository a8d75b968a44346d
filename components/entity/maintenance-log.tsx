"use client";

import { useCanWrite } from "@/components/auth/use-can-write";
import { useTranslations } from "next-intl";
import { useState, type ReactNode } from "react";
import { FormAlert } from "@/components/forms/form-alert";
import { buttonStyles } from "@/components/ui/button-styles";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import type { MaintenanceEntryOut } from "@/lib/schemas/maintenance";
import { useFormats } from "@/components/i18n/formats-provider";
import { MaintenanceForm } from "./maintenance-form";
import { useMaintenance } from "./use-maintenance";
import { useDeleteMaintenance, useSaveMaintenance } from "./use-maintenance-mutations";

function today(): string {
  const now = new Date();
  const local = new Date(now.getTime() - now.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 10);
}

const hidden = (chunks: ReactNode) => <span className="sr-only">{chunks}</span>;

function EntryRow({ entityId, entry }: { entityId: string; entry: MaintenanceEntryOut }) {
  const t = useTranslations("entity");
  const f = useFormats();
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const complete = useSaveMaintenance(entityId);
  const remove = useDeleteMaintenance(entityId);
  const canWrite = useCanWrite();
  if (editing) {
    return (
      <li className="py-3">
        <MaintenanceForm entityId={entityId} entry={entry} onDone={() => setEditing(false)} />
      </li>
    );
  }
  const done = entry.completedDate !== "";
  const when = done
    ? entry.scheduledDate
      ? t("maintenance.completedScheduled", {
          date: f.day(entry.completedDate),
          scheduled: f.day(entry.scheduledDate),
        })
      : t("maintenance.completed", { date: f.day(entry.completedDate) })
    : t("maintenance.scheduled", { date: f.day(entry.scheduledDate) });
  return (
    <li className="flex flex-wrap items-start gap-x-3 gap-y-1 py-3">
      <div className="min-w-0 flex-1">
        <p className="font-medium">{entry.name}</p>
        <p className="text-sm text-stone-600 dark:text-stone-400">
          {when}
          {Number(entry.cost) > 0 && ` · ${t("maintenance.costOf", { cost: f.moneyText(entry.cost) })}`}
        </p>
        {entry.description && <p className="mt-1 text-sm whitespace-pre-line">{entry.description}</p>}
        {(complete.error ?? remove.error) && (
          <FormAlert>{(complete.error ?? remove.error)?.message}</FormAlert>
        )}
      </div>
      {canWrite && (
        <div className="flex flex-wrap gap-1">
          {!done && (
            <button
              type="button"
              className={buttonStyles.ghost}
              disabled={complete.isPending}
              onClick={() =>
                complete.mutate({
                  id: entry.id,
                  body: {
                    name: entry.name,
                    description: entry.description,
                    scheduledDate: entry.scheduledDate.slice(0, 10),
                    completedDate: today(),
                    cost: entry.cost,
                  },
                })
              }
            >
              {t.rich("maintenance.markComplete", { name: entry.name, hidden })}
            </button>
          )}
          <button type="button" className={buttonStyles.ghost} onClick={() => setEditing(true)}>
            {t.rich("maintenance.edit", { name: entry.name, hidden })}
          </button>
          <button type="button" className={buttonStyles.ghost} onClick={() => setDeleting(true)}>
            {t.rich("maintenance.delete", { name: entry.name, hidden })}
          </button>
        </div>
      )}
      <ConfirmDialog
        open={deleting}
        title={t("deleteNamed", { name: entry.name })}
        confirmLabel={t("maintenance.deleteEntry")}
        pendingLabel={t("deleting")}
        pending={remove.isPending}
        destructive
        onCancel={() => setDeleting(false)}
        onConfirm={() => remove.mutate(entry.id, { onSuccess: () => setDeleting(false) })}
      />
    </li>
  );
}

/** The entity's maintenance log: what is scheduled, what was done, and a form to add more. */
export function MaintenanceLog({ entityId }: { entityId: string }) {
  const t = useTranslations("entity.maintenance");
  const common = useTranslations("common");
  const log = useMaintenance(entityId);
  const [adding, setAdding] = useState(false);
  const canWrite = useCanWrite();
  return (
    <section
      aria-labelledby="maintenance-heading"
      className="space-y-3 rounded-xl border border-stone-200 bg-white p-4 shadow-sm dark:border-stone-800 dark:bg-stone-900/60"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="maintenance-heading" className="text-lg font-semibold">
          {t("heading")}
        </h2>
        {canWrite && !adding && (
          <button type="button" className={buttonStyles.secondary} onClick={() => setAdding(true)}>
            {t("add")}
          </button>
        )}
      </div>
      {adding && <MaintenanceForm entityId={entityId} onDone={() => setAdding(false)} />}
      {log.isPending && <p className="text-sm text-stone-500 dark:text-stone-400">{common("loading")}</p>}
      {log.error && <FormAlert>{log.error.message}</FormAlert>}
      {log.data && log.data.length === 0 && !adding && (
        <p className="text-sm text-stone-500 dark:text-stone-400">{t("empty")}</p>
      )}
      {log.data && log.data.length > 0 && (
        <ul aria-label={t("entries")} className="divide-y divide-stone-200 dark:divide-stone-800">
          {log.data.map((entry) => (
            <EntryRow key={entry.id} entityId={entityId} entry={entry} />
          ))}
        </ul>
      )}
    </section>
  );
}
