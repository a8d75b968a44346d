"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { FormAlert } from "@/components/forms/form-alert";
import { inputStyles } from "@/components/ui/field-styles";
import { api } from "@/lib/api-client/api-request";
import { queryKeys } from "@/lib/api-client/query-keys";
import type { MemberOut } from "@/lib/schemas/groups";
import { TENANT_ROLES } from "@/lib/schemas/roles";

/** An owner's picker of one member's role; the server keeps the group's last owner (409). */
export function MemberRoleSelect({ member }: { member: MemberOut }) {
  const t = useTranslations("roles");
  const queryClient = useQueryClient();
  const change = useMutation({
    mutationFn: (role: (typeof TENANT_ROLES)[number]) =>
      api("PATCH /groups/members/{userId}", { params: { userId: member.id }, body: { role } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.group.members() }),
  });
  return (
    <span className="flex flex-col items-end gap-1">
      <select
        aria-label={t("roleOf", { name: member.name })}
        className={`${inputStyles} w-auto py-1 text-xs`}
        value={change.isPending ? change.variables : member.role}
        disabled={change.isPending}
        onChange={(event) => change.mutate(event.target.value as (typeof TENANT_ROLES)[number])}
      >
        {TENANT_ROLES.map((role) => (
          <option key={role} value={role}>
            {t("name", { role })}
          </option>
        ))}
      </select>
      {change.error && <FormAlert>{change.error.message}</FormAlert>}
    </span>
  );
}
