"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { buttonStyles } from "@/components/ui/button-styles";
import { apiRequest } from "@/lib/api-client/api-request";
import { queryKeys } from "@/lib/api-client/query-keys";
import type { ActionAmountOut } from "@/lib/schemas/entities";
import { plural } from "@/lib/text/plural";

const ACTIONS = [
  {
    path: "ensure-asset-ids",
    label: "Ensure asset IDs",
    description: "Give every item without an asset ID the next free one.",
  },
  {
    path: "ensure-import-refs",
    label: "Ensure import references",
    description: "Give every item a reference for CSV round trips.",
  },
  {
    path: "create-missing-thumbnails",
    label: "Create missing thumbnails",
    description: "Make small previews for photos that have none.",
  },
  {
    path: "set-primary-photos",
    label: "Set primary photos",
    description: "Make the first photo primary where none is.",
  },
  {
    path: "zero-item-time-fields",
    label: "Zero item time fields",
    description: "Drop stray times of day from date fields (imports from older HomeBox).",
  },
] as const;

type ActionPath = (typeof ACTIONS)[number]["path"];

/** The housekeeping actions; each reports how many records it changed. */
export function MaintenanceActions() {
  const queryClient = useQueryClient();
  const [results, setResults] = useState<Partial<Record<ActionPath, string>>>({});
  const run = useMutation({
    mutationFn: (path: ActionPath) => apiRequest<ActionAmountOut>(`/actions/${path}`, { method: "POST" }),
    onSuccess: ({ completed }, path) => {
      setResults((shown) => ({
        ...shown,
        [path]: `${plural(completed, "record")} updated.`,
      }));
      void queryClient.invalidateQueries({ queryKey: queryKeys.entities.all });
    },
    onError: (error, path) => setResults((shown) => ({ ...shown, [path]: `Failed: ${error.message}` })),
  });

  return (
    <ul className="divide-y divide-stone-100 dark:divide-stone-800">
      {ACTIONS.map((action) => {
        const running = run.isPending && run.variables === action.path;
        return (
          <li key={action.path} className="flex flex-wrap items-center justify-between gap-3 py-3 text-sm">
            <div className="min-w-0 flex-1">
              <p className="font-medium">{action.label}</p>
              <p className="text-stone-600 dark:text-stone-400">{action.description}</p>
              <p role="status" className="text-emerald-700 dark:text-emerald-400">
                {results[action.path]}
              </p>
            </div>
            <button
              type="button"
              className={buttonStyles.secondary}
              disabled={run.isPending}
              onClick={() => run.mutate(action.path)}
              aria-label={`Run: ${action.label}`}
            >
              {running ? "Running…" : "Run"}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
