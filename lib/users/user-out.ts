import type { UserOut } from "@/lib/schemas/users";

type UserRow = {
  id: string;
  name: string;
  email: string;
  isSuperuser: boolean;
  defaultGroupId: string | null;
  oidcIssuer: string | null;
  oidcSubject: string | null;
};

export function toUserOut(user: UserRow, groupIds: string[]): UserOut {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    isSuperuser: user.isSuperuser,
    defaultGroupId: user.defaultGroupId ?? groupIds[0] ?? "",
    groupIds,
    oidcIssuer: user.oidcIssuer ?? "",
    oidcSubject: user.oidcSubject ?? "",
  };
}
