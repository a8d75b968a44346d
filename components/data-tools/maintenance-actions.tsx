"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { buttonStyles } from "@/components/ui/button-styles";
import { api } from "@/lib/api-client/api-request";
import { queryKeys } from "@/lib/api-client/query-keys";

const ACTIONS = [
  "ensure-asset-ids",
  "ensure-import-refs",
  "create-missing-thumbnails",
  "set-primary-photos",
  "zero-item-time-fields",
] as const;

type ActionPath = (typeof ACTIONS)[number];

/** The housekeeping actions; each reports how many records it changed. */
export function MaintenanceActions() {
  const t = useTranslations("dataTools.maintenance");
  const texts: Record<ActionPath, { label: string; description: string }> = {
    "ensure-asset-ids": { label: t("assetIds"), description: t("assetIdsHelp") },
    "ensure-import-refs": { label: t("importRefs"), description: t("importRefsHelp") },
    "create-missing-thumbnails": { label: t("thumbnails"), description: t("thumbnailsHelp") },
    "set-primary-photos": { label: t("primaryPhotos"), description: t("primaryPhotosHelp") },
    "zero-item-time-fields": { label: t("timeFields"), description: t("timeFieldsHelp") },
  };
  const queryClient = useQueryClient();
  const [results, setResults] = useState<Partial<Record<ActionPath, string>>>({});
  const run = useMutation({
    mutationFn: (path: ActionPath) => api(`POST /actions/${path}`),
    onSuccess: ({ completed }, path) => {
      setResults((shown) => ({
        ...shown,
        [path]: t("updated", { count: completed }),
      }));
      void queryClient.invalidateQueries({ queryKey: queryKeys.entities.all });
    },
    onError: (error, path) =>
      setResults((shown) => ({ ...shown, [path]: t("failed", { message: error.message }) })),
  });

  return (
    <ul className="divide-y divide-stone-100 dark:divide-stone-800">
      {ACTIONS.map((path) => {
        const running = run.isPending && run.variables === path;
        const action = texts[path];
        return (
          <li key={path} className="flex flex-wrap items-center justify-between gap-3 py-3 text-sm">
            <div className="min-w-0 flex-1">
              <p className="font-medium">{action.label}</p>
              <p className="text-stone-600 dark:text-stone-400">{action.description}</p>
              <p role="status" className="text-emerald-700 dark:text-emerald-400">
                {results[path]}
              </p>
            </div>
            <button
              type="button"
              className={buttonStyles.secondary}
              disabled={run.isPending}
              onClick={() => run.mutate(path)}
              aria-label={t("runLabel", { label: action.label })}
            >
              {running ? t("running") : t("run")}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
