"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { FormAlert } from "@/components/forms/form-alert";
import { buttonStyles } from "@/components/ui/button-styles";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { api } from "@/lib/api-client/api-request";
import { queryKeys } from "@/lib/api-client/query-keys";
import type { MemberOut } from "@/lib/schemas/groups";
import { MemberRoleSelect } from "./member-role-select";
import { useMembers } from "./use-members";

type MembersListProps = { currentUserId: string; canManage: boolean };

/**
 * The group's members; owners may change their roles (owner, member, read-only viewer) and remove
 * others (leaving is done by deleting one's account).
 */
export function MembersList({ currentUserId, canManage }: MembersListProps) {
  const t = useTranslations("settings.members");
  const roles = useTranslations("roles");
  const tc = useTranslations("common");
  const queryClient = useQueryClient();
  const members = useMembers();
  const [removing, setRemoving] = useState<MemberOut | null>(null);

  const remove = useMutation({
    mutationFn: (userId: string) => api("DELETE /groups/members/{userId}", { params: { userId } }),
    onSettled: () => {
      setRemoving(null);
      return queryClient.invalidateQueries({ queryKey: queryKeys.group.members() });
    },
  });

  if (members.isPending) return <p className="text-sm text-stone-500 dark:text-stone-400">{t("loading")}</p>;
  if (members.isError)
    return <p className="text-sm text-red-700 dark:text-red-400">{members.error.message}</p>;
  return (
    <>
      {remove.error && <FormAlert>{remove.error.message}</FormAlert>}
      <ul className="divide-y divide-stone-100 dark:divide-stone-800">
        {members.data.map((member) => (
          <li
            key={member.id}
            className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 py-2 text-sm"
          >
            <span className="min-w-0">
              <span className="block font-medium">
                {member.name}
                {member.id === currentUserId && (
                  <span className="text-stone-500 dark:text-stone-400"> {t("you")}</span>
                )}
              </span>
              <span className="block truncate text-stone-600 dark:text-stone-400">{member.email}</span>
            </span>
            <span className="flex items-center gap-2">
              {canManage ? (
                <MemberRoleSelect member={member} />
              ) : (
                <span className="rounded-full bg-stone-100 px-2 py-0.5 text-xs font-medium text-stone-700 dark:bg-stone-800 dark:text-stone-300">
                  {roles("name", { role: member.role })}
                </span>
              )}
              {canManage && member.id !== currentUserId && (
                <button
                  type="button"
                  className={buttonStyles.ghost}
                  onClick={() => setRemoving(member)}
                  aria-label={t("removeLabel", { name: member.name })}
                >
                  {tc("remove")}
                </button>
              )}
            </span>
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={removing !== null}
        title={removing ? t("removeTitle", { name: removing.name }) : ""}
        confirmLabel={tc("remove")}
        pendingLabel={t("removing")}
        pending={remove.isPending}
        destructive
        onConfirm={() => removing && remove.mutate(removing.id)}
        onCancel={() => setRemoving(null)}
      >
        {t("removeBody")}
      </ConfirmDialog>
    </>
  );
}
