import { cookies } from "next/headers";
import { db } from "@/lib/db/client";
import { resolveSessionToken } from "./sessions";
import { sessionTokenFromCookies } from "./session-cookie";

export type CurrentUser = { id: string; name: string; email: string; groupId: string | null };

/** The signed-in user of a server component, or null. The session token must still be valid. */
export async function currentUser(): Promise<CurrentUser | null> {
  const raw = await sessionTokenFromCookies(await cookies());
  const session = raw ? await resolveSessionToken(raw) : null;
  if (!session || session.role !== "user") return null;
  const user = await db().user.findUnique({
    where: { id: session.userId },
    select: {
      id: true,
      name: true,
      email: true,
      defaultGroupId: true,
      memberships: { select: { groupId: true }, orderBy: { createdAt: "asc" } },
    },
  });
  if (!user) return null;
  const groupIds = user.memberships.map((membership) => membership.groupId);
  const groupId = groupIds.includes(user.defaultGroupId ?? "") ? user.defaultGroupId : (groupIds[0] ?? null);
  return { id: user.id, name: user.name, email: user.email, groupId };
}
