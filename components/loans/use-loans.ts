"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client/api-request";
import { queryKeys } from "@/lib/api-client/query-keys";

/** Under `entities.all`: live updates and entity saves refresh an item's loans with it. */
export const loanKeys = {
  ofEntity: (entityId: string) => [...queryKeys.entities.all, "loans", entityId] as const,
};

/** An item's loans (open first) and how many of it are out. */
export function useEntityLoans(entityId: string) {
  return useQuery({
    queryKey: loanKeys.ofEntity(entityId),
    queryFn: ({ signal }) =>
      api("GET /entities/{id}/loans", { params: { id: entityId }, query: { state: "all" }, signal }),
  });
}

export type CheckOutBody = {
  quantity: number;
  borrowerUserId: string | null;
  borrowerName: string;
  borrowerContact: string;
  dueDate: string;
  note: string;
};

/** After a check-out or a return: the item's loans, its history, and the lists that filter on loans. */
function useLoanMutation<V, R>(entityId: string, run: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: loanKeys.ofEntity(entityId) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.entities.history(entityId) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.entities.lists() }),
      ]),
  });
}

export function useCheckOut(entityId: string) {
  return useLoanMutation(entityId, (body: CheckOutBody) =>
    api("POST /entities/{id}/loans", { params: { id: entityId }, body }),
  );
}

export function useReturnLoan(entityId: string) {
  return useLoanMutation(entityId, ({ id, returnNote }: { id: string; returnNote: string }) =>
    api("POST /loans/{id}/return", { params: { id }, body: { returnNote } }),
  );
}
