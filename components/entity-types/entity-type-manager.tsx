"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { buttonStyles } from "@/components/ui/button-styles";
import { ConfirmDeleteDialog } from "@/components/ui/confirm-delete-dialog";
import { StatusMessage } from "@/components/ui/status-message";
import type { EntityTypeSummaryOut } from "@/lib/schemas/entity-types";
import { EntityTypeIcon } from "./entity-type-icon";
import { EntityTypeForm, emptyEntityType } from "./entity-type-form";
import { useCreateEntityType, useDeleteEntityType, useUpdateEntityType } from "./use-entity-type-mutations";
import { useEntityTypes } from "./use-entity-types";

/** Lists the group's types of items and locations and creates, edits and deletes them. */
export function EntityTypeManager() {
  const t = useTranslations("entityTypes");
  const common = useTranslations("common");
  const types = useEntityTypes();
  const create = useCreateEntityType();
  const update = useUpdateEntityType();
  const remove = useDeleteEntityType();
  const [editing, setEditing] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<EntityTypeSummaryOut | null>(null);
  const [notice, setNotice] = useState("");
  const [failure, setFailure] = useState("");

  return (
    <div className="space-y-6">
      <section
        aria-labelledby="new-type-heading"
        className="rounded-xl border border-stone-200 bg-white p-4 shadow-sm dark:border-stone-800 dark:bg-stone-900/60"
      >
        <h2 id="new-type-heading" className="mb-3 text-base font-semibold">
          {t("newType")}
        </h2>
        <EntityTypeForm
          title={t("newType")}
          initial={emptyEntityType}
          submitLabel={t("create")}
          pending={create.isPending}
          onSubmit={async (body) => {
            const type = await create.mutateAsync(body);
            setNotice(t("created", { name: type.name }));
          }}
        />
      </section>
      <section aria-labelledby="types-heading" className="space-y-3">
        <h2 id="types-heading" className="text-base font-semibold">
          {t("allTypes")}
        </h2>
        <StatusMessage tone="error">{failure}</StatusMessage>
        <StatusMessage tone="info">{notice}</StatusMessage>
        {types.isPending ? (
          <p className="text-sm text-stone-500 dark:text-stone-400">{t("loading")}</p>
        ) : types.isError ? (
          <StatusMessage tone="error">{t("loadFailed", { reason: types.error.message })}</StatusMessage>
        ) : (
          <ul
            aria-label={t("listLabel")}
            className="divide-y divide-stone-200 rounded-xl border border-stone-200 bg-white shadow-sm dark:divide-stone-800 dark:border-stone-800 dark:bg-stone-900/60"
          >
            {types.data.map((type) => (
              <li key={type.id} className="px-3 py-2">
                <div className="flex flex-wrap items-center gap-2">
                  <span className="text-stone-500 dark:text-stone-400">
                    <EntityTypeIcon type={type} />
                  </span>
                  <span className="min-w-0 flex-1 truncate font-medium">{type.name}</span>
                  <span className="rounded-full bg-stone-100 px-2 py-0.5 text-xs text-stone-700 dark:bg-stone-800 dark:text-stone-300">
                    {t("kind", { kind: type.isLocation ? "location" : "item" })}
                  </span>
                  <button
                    type="button"
                    aria-label={t("editNamed", { name: type.name })}
                    className={buttonStyles.ghost}
                    onClick={() => setEditing(type.id)}
                  >
                    {common("edit")}
                  </button>
                  <button
                    aria-label={t("deleteNamed", { name: type.name })}
                    type="button"
                    className={`${buttonStyles.ghost} text-red-700 dark:text-red-400`}
                    onClick={() => setDeleting(type)}
                  >
                    {common("delete")}
                  </button>
                </div>
                {type.description && (
                  <p className="mt-0.5 text-sm text-stone-500 dark:text-stone-400">{type.description}</p>
                )}
                {editing === type.id && (
                  <div className="mt-2 rounded-lg border border-stone-200 bg-stone-50 p-3 dark:border-stone-700 dark:bg-stone-800/50">
                    <EntityTypeForm
                      title={t("editNamed", { name: type.name })}
                      initial={{
                        name: type.name,
                        icon: type.icon,
                        description: type.description,
                        isLocation: type.isLocation,
                      }}
                      defaultTemplateId={type.defaultTemplateId}
                      submitLabel={common("save")}
                      pending={update.isPending}
                      onCancel={() => setEditing(null)}
                      onSubmit={async (body) => {
                        await update.mutateAsync({ id: type.id, body });
                        setEditing(null);
                        setNotice(t("saved", { name: body.name }));
                      }}
                    />
                  </div>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>
      <ConfirmDeleteDialog
        target={deleting}
        noun="type"
        pending={remove.isPending}
        remove={remove.mutate}
        onClose={() => setDeleting(null)}
        onDeleted={setNotice}
        onFailureChange={setFailure}
      >
        {t("deleteNote")}
      </ConfirmDeleteDialog>
    </div>
  );
}
