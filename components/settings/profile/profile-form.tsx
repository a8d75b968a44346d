"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { refreshPage } from "@/components/navigation/page-refresh";
import { useState, type FormEvent } from "react";
import { useCheckedSubmit } from "@/components/forms/use-checked-submit";
import { FormAlert } from "@/components/forms/form-alert";
import { TextField } from "@/components/forms/text-field";
import { buttonStyles } from "@/components/ui/button-styles";
import { api } from "@/lib/api-client/api-request";
import { queryKeys } from "@/lib/api-client/query-keys";
import { userUpdate, type UserOut, type UserUpdate } from "@/lib/schemas/users";
import { StatusNote } from "../status-note";
import { useSelf } from "./use-self";

/**
 * A new email needs the current password (the API refuses it without, 403); an account that signs
 * in only through the identity provider needs a sign-in there in the last 10 minutes instead.
 */
export function ProfileForm({ initialUser, hasPassword }: { initialUser: UserOut; hasPassword: boolean }) {
  const t = useTranslations("settings.profileForm");
  const tc = useTranslations("common");
  const queryClient = useQueryClient();
  const router = useRouter();
  const user = useSelf(initialUser).data;
  const [saved, setSaved] = useState<string | null>(null);

  const save = useMutation({
    mutationFn: (input: UserUpdate) => api("PUT /users/self", { body: input }),
    onSuccess: ({ item }) => {
      queryClient.setQueryData(queryKeys.self.user(), item);
      setSaved(t("saved"));
      // The header shows the name: render the server parts again.
      refreshPage(router);
    },
  });
  const { failure, submit, fieldError, formRef } = useCheckedSubmit(
    userUpdate,
    (input) => save.mutateAsync(input),
    t("failed"),
  );

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    setSaved(null);
    const password = String(form.get("password") ?? "");
    const saved = await submit({
      name: String(form.get("name") ?? ""),
      email: String(form.get("email") ?? ""),
      ...(password ? { password } : {}),
    });
    const passwordInput = formElement.elements.namedItem("password");
    if (saved && passwordInput instanceof HTMLInputElement) passwordInput.value = "";
  }

  return (
    <form ref={formRef} onSubmit={(event) => void handleSubmit(event)} noValidate className="space-y-4">
      {failure && <FormAlert>{failure}</FormAlert>}
      <TextField
        label={tc("name")}
        name="name"
        autoComplete="name"
        defaultValue={user.name}
        required
        error={fieldError("name", tc("name"))}
      />
      <TextField
        label={t("email")}
        name="email"
        type="email"
        autoComplete="email"
        defaultValue={user.email}
        required
        error={fieldError("email", t("email"))}
        hint={hasPassword ? undefined : t("emailHintSso")}
      />
      {hasPassword && (
        <TextField
          label={t("password")}
          name="password"
          type="password"
          autoComplete="current-password"
          hint={t("passwordHint")}
          error={fieldError("password", t("password"))}
        />
      )}
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" className={buttonStyles.primary} disabled={save.isPending}>
          {save.isPending ? tc("saving") : t("save")}
        </button>
        <StatusNote text={saved} />
      </div>
    </form>
  );
}
