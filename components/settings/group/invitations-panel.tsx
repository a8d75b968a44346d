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
import { invitationCreate, type InvitationCreate, type InvitationOut } from "@/lib/schemas/groups";
import { SelectField } from "@/components/ui/select-field";
import { INVITABLE_ROLES } from "@/lib/schemas/roles";
import { InvitationLink } from "./invitation-link";
import { useInvitations } from "./use-invitations";

/** Create invitation links (owners), see the open ones and withdraw them. */
export function InvitationsPanel({ canManage }: { canManage: boolean }) {
  const t = useTranslations("settings.invitations");
  const roles = useTranslations("roles");
  const tc = useTranslations("common");
  const f = useFormats();
  const queryClient = useQueryClient();
  const invitations = useInvitations();
  const [created, setCreated] = useState<{ link: string; expiresAt: string } | null>(null);

  const create = useMutation({
    mutationFn: (input: InvitationCreate) => api("POST /groups/invitations", { body: input }),
    onSuccess: (invitation) => {
      const link = `${window.location.origin}/register?token=${encodeURIComponent(invitation.token)}`;
      setCreated({ link, expiresAt: invitation.expiresAt });
      void queryClient.invalidateQueries({ queryKey: queryKeys.group.invitations() });
    },
  });

  const revoke = useMutation({
    mutationFn: (id: string) => api("DELETE /groups/invitations/{id}", { params: { id } }),
    // Drop it from the list at once; the refetch afterwards settles the truth.
    onMutate: async (id) => {
      await queryClient.cancelQueries({ queryKey: queryKeys.group.invitations() });
      queryClient.setQueryData<InvitationOut[]>(queryKeys.group.invitations(), (list) =>
        list?.filter((invitation) => invitation.id !== id),
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.group.invitations() }),
  });

  const { failure, submit, fieldError, formRef } = useCheckedSubmit(
    invitationCreate,
    (input) => create.mutateAsync(input),
    t("failed"),
  );

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const role = form.get("role") === "viewer" ? "viewer" : "user";
    void submit({ uses: Number(form.get("uses")), role });
  }

  return (
    <div className="space-y-4">
      {canManage && (
        <form ref={formRef} onSubmit={handleSubmit} noValidate className="flex flex-wrap items-start gap-3">
          <TextField
            label={t("uses")}
            name="uses"
            type="number"
            min={1}
            max={100}
            defaultValue={1}
            hint={t("usesHint")}
            error={fieldError("uses", t("uses"))}
            className="w-full sm:w-64"
          />
          <SelectField
            label={roles("inviteAs")}
            name="role"
            defaultValue="user"
            options={INVITABLE_ROLES.map((role) => ({ value: role, label: roles("name", { role }) }))}
            className="w-full sm:w-48"
          />
          <button type="submit" className={buttonStyles.primary + " sm:mt-7"} disabled={create.isPending}>
            {create.isPending ? t("creating") : t("create")}
          </button>
        </form>
      )}
      {failure && <FormAlert>{failure}</FormAlert>}
      {created && <InvitationLink link={created.link} expiresAt={created.expiresAt} />}
      <div>
        <h3 className="text-sm font-semibold">{t("open")}</h3>
        {invitations.isPending ? (
          <p className="mt-1 text-sm text-stone-500 dark:text-stone-400">{tc("loading")}</p>
        ) : invitations.isError ? (
          <p className="mt-1 text-sm text-red-700 dark:text-red-400">{invitations.error.message}</p>
        ) : invitations.data.length === 0 ? (
          <p className="mt-1 text-sm text-stone-500 dark:text-stone-400">{t("none")}</p>
        ) : (
          <ul className="mt-1 divide-y divide-stone-100 dark:divide-stone-800">
            {invitations.data.map((invitation) => (
              <li
                key={invitation.id}
                className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm"
              >
                <span>{t("row", { uses: invitation.uses, date: f.dateTime(invitation.expiresAt) })}</span>
                {canManage && (
                  <button
                    type="button"
                    className={buttonStyles.ghost}
                    onClick={() => revoke.mutate(invitation.id)}
                    aria-label={t("withdrawLabel", { date: f.dateTime(invitation.expiresAt) })}
                  >
                    {t("withdraw")}
                  </button>
                )}
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
