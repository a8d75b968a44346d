import type { CurrentUser } from "@/lib/auth/current-user";
import type { TenantContext } from "@/lib/auth/principal";
import { roleOf } from "./can-write";
import { db } from "@/lib/db/client";

/**
 * The TenantContext a server component hands to domain functions: the signed-in user acting on
 * their current group, with their role in it (the same facts an API route resolves). Null when
 * the user belongs to no group.
 */
export async function tenantOfUser(user: CurrentUser): Promise<TenantContext | null> {
  if (!user.groupId) return null;
  const membership = await db().groupMembership.findFirst({
    where: { userId: user.id, groupId: user.groupId },
    select: { role: true },
  });
  if (!membership) return null;
  return { userId: user.id, groupId: user.groupId, role: roleOf(membership.role) };
}
