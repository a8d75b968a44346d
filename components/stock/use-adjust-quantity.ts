"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { refreshPage } from "@/components/navigation/page-refresh";
import { api } from "@/lib/api-client/api-request";
import { queryKeys } from "@/lib/api-client/query-keys";

/** The low-stock list's query key (its page and the dashboard card's link read it). */
export const lowStockKey = ["stock", "low"] as const;

/**
 * One quantity adjustment (lib/stock/adjust-quantity.ts): the server adds the delta itself, so a
 * tap on a phone and one on a laptop never overwrite each other. Afterwards every entity query
 * and the low-stock list are read again, and the server-rendered page refreshed (`refresh`).
 */
export function useAdjustQuantity(id: string, { refresh = true } = {}) {
  const queryClient = useQueryClient();
  const router = useRouter();
  return useMutation({
    mutationFn: (delta: number) =>
      api("POST /entities/{id}/quantity-adjustments", { params: { id }, body: { delta } }),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.entities.all }),
        queryClient.invalidateQueries({ queryKey: lowStockKey }),
      ]);
      if (refresh) refreshPage(router);
    },
  });
}
