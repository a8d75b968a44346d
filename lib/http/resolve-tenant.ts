import { roleOf } from "@/lib/auth/can-write";
import type { Principal, Tenant } from "@/lib/auth/principal";
import type { TokenMembership as Membership } from "@/lib/auth/sessions";
import { db } from "@/lib/db/client";
import { Prisma } from "@/lib/generated/sqlite/client";
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

  const memberships = principal.memberships
    ? principal.memberships.filter((membership) => requested === null || membership.groupId === requested)
    : await membershipsOf(principal.userId, requested);
  if (requested) {
    const membership = memberships[0];
    if (!membership) throw noAccess();
    return { groupId: membership.groupId, role: roleOf(membership.role) };
  }
  const defaultGroupId = memberships[0]?.defaultGroupId;
  const chosen = memberships.find((m) => m.groupId === defaultGroupId) ?? memberships[0];
  if (!chosen) throw new DomainError("forbidden", "user does not belong to any group");
  return { groupId: chosen.groupId, role: roleOf(chosen.role) };
}

/**
 * The user's memberships (only the requested group's, if one is), each with the user's default group:
 * one query, the default group riding along as a subquery (Prisma's nested select read it in a
 * second one). A session token's lookup reads them already (Principal.memberships).
 */
async function membershipsOf(userId: string, requested: string | null): Promise<Membership[]> {
  const onlyRequested = requested ? Prisma.sql`AND "m"."groupId" = ${requested}` : Prisma.empty;
  return db().$queryRaw<Membership[]>(Prisma.sql`
    SELECT "m"."groupId", "m"."role",
      (SELECT "u"."defaultGroupId" FROM "User" AS "u" WHERE "u"."id" = "m"."userId") AS "defaultGroupId"
    FROM "GroupMembership" AS "m"
    WHERE "m"."userId" = ${userId} ${onlyRequested}`);
}
