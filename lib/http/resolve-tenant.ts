import { roleOf } from "@/lib/auth/can-write";
import type { Principal, Tenant } from "@/lib/auth/principal";
import { db } from "@/lib/db/client";
import { uuid } from "@/lib/schemas/common";
import { DomainError } from "@/lib/errors/domain-error";

const noAccess = () => new DomainError("forbidden", "user does not have access to the requested tenant");

/** The group a request acts on: `X-Tenant`, else `?tenant=`, else the user's default group. */
export async function resolveTenant(request: Request, principal: Principal): Promise<Tenant> {
  const url = new URL(request.url);
  const requested = request.headers.get("x-tenant")?.trim() || url.searchParams.get("tenant")?.trim() || null;
  if (requested !== null && !uuid.safeParse(requested).success) {
    throw new DomainError("malformed", "invalid tenant: must be a group id (UUID)");
  }

  const memberships = await db().groupMembership.findMany({
    where: { userId: principal.userId, ...(requested ? { groupId: requested } : {}) },
    select: { groupId: true, role: true, user: { select: { defaultGroupId: true } } },
  });
  if (requested) {
    const membership = memberships[0];
    if (!membership) throw noAccess();
    return { groupId: membership.groupId, role: roleOf(membership.role) };
  }
  const defaultGroupId = memberships[0]?.user.defaultGroupId;
  const chosen = memberships.find((m) => m.groupId === defaultGroupId) ?? memberships[0];
  if (!chosen) throw new DomainError("forbidden", "user does not belong to any group");
  return { groupId: chosen.groupId, role: roleOf(chosen.role) };
}
