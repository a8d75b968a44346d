"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useLocale, useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { refreshPage } from "@/components/navigation/page-refresh";
import { useMemo, useState, type FormEvent } from "react";
import { useCheckedSubmit } from "@/components/forms/use-checked-submit";
import { FormAlert } from "@/components/forms/form-alert";
import { TextField } from "@/components/forms/text-field";
import { buttonStyles } from "@/components/ui/button-styles";
import { SelectField } from "@/components/ui/select-field";
import { api } from "@/lib/api-client/api-request";
import { queryKeys } from "@/lib/api-client/query-keys";
import { groupUpdate, type GroupOut, type GroupUpdate } from "@/lib/schemas/groups";
import { StatusNote } from "../status-note";
import { useCurrencies } from "./use-currencies";
import { useGroup } from "./use-group";

/** Name and currency of the group; only an owner may change them. */
export function GroupForm({ initialGroup, canEdit }: { initialGroup: GroupOut; canEdit: boolean }) {
  const t = useTranslations("settings.groupForm");
  const tc = useTranslations("common");
  const queryClient = useQueryClient();
  const router = useRouter();
  const group = useGroup(initialGroup).data;
  const currencies = useCurrencies();
  const locale = useLocale();
  // The API names currencies in English; the reader's language has its own names for them.
  const currencyNames = useMemo(() => new Intl.DisplayNames([locale], { type: "currency" }), [locale]);
  const currencyName = (code: string, fallback: string) => {
    try {
      const name = currencyNames.of(code);
      // A code Intl does not know comes back as itself: keep the API's name then.
      return name && name !== code ? name : fallback;
    } catch {
      return fallback;
    }
  };
  const [saved, setSaved] = useState<string | null>(null);

  const save = useMutation({
    mutationFn: (input: GroupUpdate) => api("PUT /groups", { body: input }),
    onSuccess: (updated) => {
      queryClient.setQueryData(queryKeys.group.current(), updated);
      // Amounts everywhere are shown in the group's currency.
      void queryClient.invalidateQueries({ queryKey: queryKeys.statistics.all });
      setSaved(t("saved"));
      refreshPage(router);
    },
  });
  const { failure, submit, fieldError, formRef } = useCheckedSubmit(
    groupUpdate,
    (input) => save.mutateAsync(input),
    t("failed"),
  );

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setSaved(null);
    void submit({ name: String(form.get("name") ?? ""), currency: String(form.get("currency") ?? "") });
  }

  return (
    <form ref={formRef} onSubmit={handleSubmit} noValidate className="space-y-4">
      {failure && <FormAlert>{failure}</FormAlert>}
      <TextField
        label={tc("name")}
        name="name"
        defaultValue={group.name}
        required
        disabled={!canEdit}
        error={fieldError("name", tc("name"))}
      />
      <SelectField
        label={t("currency")}
        name="currency"
        // Remount when the saved value changes so the select shows it.
        key={`${group.currency}-${currencies.data?.length ?? 0}`}
        defaultValue={group.currency}
        disabled={!canEdit}
        error={fieldError("currency", t("currency"))}
        hint={t("currencyHint")}
      >
        {(currencies.data ?? [{ code: group.currency, name: group.currency }]).map((currency) => (
          <option key={currency.code} value={currency.code}>
            {currency.code} · {currencyName(currency.code, currency.name)}
          </option>
        ))}
      </SelectField>
      {canEdit ? (
        <div className="flex flex-wrap items-center gap-3">
          <button type="submit" className={buttonStyles.primary} disabled={save.isPending}>
            {save.isPending ? tc("saving") : t("save")}
          </button>
          <StatusNote text={saved} />
        </div>
      ) : (
        <p className="text-sm text-stone-600 dark:text-stone-400">{t("ownersOnly")}</p>
      )}
    </form>
  );
}
