"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useState, type FormEvent } from "react";
import { useCheckedSubmit } from "@/components/forms/use-checked-submit";
import { FormAlert } from "@/components/forms/form-alert";
import { useFormats } from "@/components/i18n/formats-provider";
import { TextField } from "@/components/forms/text-field";
import { buttonStyles } from "@/components/ui/button-styles";
import { api } from "@/lib/api-client/api-request";
import { queryKeys } from "@/lib/api-client/query-keys";
import {
  apiKeyCreate,
  type ApiKeyCreate,
  type ApiKeyCreatedOut,
  type ApiKeyOut,
} from "@/lib/schemas/api-keys";
import { NewApiKeySecret } from "./new-api-key-secret";
import { useApiKeys } from "./use-api-keys";

/** Keys for scripts and HomeBox clients: create (secret shown once), see when each was used, revoke. */
export function ApiKeysPanel() {
  const t = useTranslations("settings.apiKeys");
  const f = useFormats();
  const when = (iso: string) => (iso ? f.dateTime(iso) : t("never"));
  const queryClient = useQueryClient();
  const keys = useApiKeys();
  const [created, setCreated] = useState<ApiKeyCreatedOut | null>(null);

  const create = useMutation({
    mutationFn: (input: ApiKeyCreate) => api("POST /users/self/api-keys", { body: input }),
    onSuccess: (key) => {
      setCreated(key);
      void queryClient.invalidateQueries({ queryKey: queryKeys.self.apiKeys() });
    },
  });

  const revoke = useMutation({
    mutationFn: (id: string) => api("DELETE /users/self/api-keys/{id}", { params: { id } }),
    onMutate: async (id) => {
      await queryClient.cancelQueries({ queryKey: queryKeys.self.apiKeys() });
      queryClient.setQueryData<ApiKeyOut[]>(queryKeys.self.apiKeys(), (list) =>
        list?.filter((key) => key.id !== id),
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.self.apiKeys() }),
  });

  const { failure, submit, fieldError, formRef } = useCheckedSubmit(
    apiKeyCreate,
    (input) => create.mutateAsync(input),
    t("failed"),
  );

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formElement = event.currentTarget;
    if (await submit({ name: String(new FormData(formElement).get("name") ?? "") })) formElement.reset();
  }

  return (
    <div className="space-y-4">
      <form
        ref={formRef}
        onSubmit={(event) => void handleSubmit(event)}
        noValidate
        className="flex flex-wrap items-start gap-3"
      >
        <TextField
          label={t("name")}
          name="name"
          required
          placeholder={t("namePlaceholder")}
          error={fieldError("name", t("name"))}
          className="w-full sm:w-72"
        />
        <button type="submit" className={buttonStyles.primary + " sm:mt-7"} disabled={create.isPending}>
          {create.isPending ? t("creating") : t("create")}
        </button>
      </form>
      {failure && <FormAlert>{failure}</FormAlert>}
      {created && (
        <NewApiKeySecret name={created.name} token={created.token} onDone={() => setCreated(null)} />
      )}
      {revoke.error && <FormAlert>{revoke.error.message}</FormAlert>}
      {keys.isPending ? (
        <p className="text-sm text-stone-500 dark:text-stone-400">{t("loading")}</p>
      ) : keys.isError ? (
        <p className="text-sm text-red-700 dark:text-red-400">{keys.error.message}</p>
      ) : keys.data.length === 0 ? (
        <p className="text-sm text-stone-500 dark:text-stone-400">{t("empty")}</p>
      ) : (
        <ul aria-label={t("list")} className="divide-y divide-stone-100 dark:divide-stone-800">
          {keys.data.map((key) => (
            <li key={key.id} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
              <span className="min-w-0">
                <span className="block font-medium">{key.name}</span>
                <span className="block text-stone-600 dark:text-stone-400">
                  {t("usage", { lastUsed: when(key.lastUsedAt), expires: when(key.expiresAt) })}
                </span>
              </span>
              <button
                type="button"
                className={buttonStyles.secondary}
                onClick={() => revoke.mutate(key.id)}
                aria-label={t("revokeLabel", { name: key.name })}
              >
                {t("revoke")}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
