"use client";

import { useCanWrite } from "@/components/auth/use-can-write";
import { useTranslations } from "next-intl";
import { SettingsList, useSettingsList } from "@/components/settings/settings-list";
import { buttonStyles } from "@/components/ui/button-styles";
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
  const list = useSettingsList<EntityTypeSummaryOut>();
  const canWrite = useCanWrite();

  return (
    <div className="space-y-6">
      {canWrite && (
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
              list.notify(t("created", { name: type.name }));
            }}
          />
        </section>
      )}
      <section aria-labelledby="types-heading" className="space-y-3">
        <h2 id="types-heading" className="text-base font-semibold">
          {t("allTypes")}
        </h2>
        <SettingsList
          state={list}
          query={types}
          label={t("listLabel")}
          loading={t("loading")}
          loadFailed={(reason) => t("loadFailed", { reason })}
          row={(type) => (
            <div>
              <div className="flex flex-wrap items-center gap-2">
                <span className="text-stone-500 dark:text-stone-400">
                  <EntityTypeIcon type={type} />
                </span>
                <span className="min-w-0 flex-1 truncate font-medium">{type.name}</span>
                <span className="rounded-full bg-stone-100 px-2 py-0.5 text-xs text-stone-700 dark:bg-stone-800 dark:text-stone-300">
                  {t("kind", { kind: type.isLocation ? "location" : "item" })}
                </span>
                {canWrite && (
                  <>
                    <button
                      type="button"
                      aria-label={t("editNamed", { name: type.name })}
                      className={buttonStyles.ghost}
                      onClick={() => list.open(type.id, "edit")}
                    >
                      {common("edit")}
                    </button>
                    <button
                      aria-label={t("deleteNamed", { name: type.name })}
                      type="button"
                      className={`${buttonStyles.ghost} text-red-700 dark:text-red-400`}
                      onClick={() => list.askDelete(type)}
                    >
                      {common("delete")}
                    </button>
                  </>
                )}
              </div>
              {type.description && (
                <p className="mt-0.5 text-sm text-stone-500 dark:text-stone-400">{type.description}</p>
              )}
            </div>
          )}
          panel={(type) => (
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
              onCancel={() => list.close()}
              onSubmit={async (body) => {
                await update.mutateAsync({ id: type.id, body });
                list.close(t("saved", { name: body.name }));
              }}
            />
          )}
          deletion={{ noun: "type", pending: remove.isPending, remove: remove.mutate, body: t("deleteNote") }}
        />
      </section>
    </div>
  );
}
