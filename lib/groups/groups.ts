import { db } from "@/lib/db/client";
import type { TenantContext } from "@/lib/auth/principal";
import { DomainError, notFound } from "@/lib/errors/domain-error";
import type { GroupCreate, GroupOut, GroupUpdate, MemberOut, MemberRoleUpdate } from "@/lib/schemas/groups";
import { toGroupOut } from "./group-out";
import { removeGroupFiles } from "./remove-group-files";
import { createGroupWithTypes } from "./seed-group";

export async function getGroup(ctx: TenantContext): Promise<GroupOut> {
  const group = await db().group.findUnique({ where: { id: ctx.groupId } });
  if (!group) throw notFound();
  return toGroupOut(group);
}

export async function updateGroup(ctx: TenantContext, input: GroupUpdate): Promise<GroupOut> {
  const group = await db().group.update({
    where: { id: ctx.groupId },
    data: { name: input.name, currency: input.currency },
  });
  return toGroupOut(group);
}

export async function createGroup(userId: string, input: GroupCreate): Promise<GroupOut> {
  const group = await db().$transaction(async (tx) => {
    const created = await createGroupWithTypes(tx, input.name);
    await tx.groupMembership.create({ data: { userId, groupId: created.id, role: "owner" } });
    return created;
  });
  return toGroupOut(group);
}

/**
 * Deletes the group and everything it owns, its stored files too; members keep their accounts and
 * other groups.
 */
export async function deleteGroup(ctx: TenantContext): Promise<void> {
  await db().group.delete({ where: { id: ctx.groupId } });
  await removeGroupFiles([ctx.groupId]);
}

export async function listGroupsOfUser(userId: string): Promise<GroupOut[]> {
  const memberships = await db().groupMembership.findMany({
    where: { userId },
    include: { group: true },
    orderBy: { group: { name: "asc" } },
  });
  return memberships.map((membership) => toGroupOut(membership.group));
}

export async function listMembers(ctx: TenantContext): Promise<MemberOut[]> {
  const memberships = await db().groupMembership.findMany({
    where: { groupId: ctx.groupId },
    include: { user: { select: { id: true, name: true, email: true } } },
    orderBy: { createdAt: "asc" },
  });
  return memberships.map(({ user, role }) => ({ id: user.id, name: user.name, email: user.email, role }));
}

export async function removeMember(ctx: TenantContext, userId: string): Promise<void> {
  await db().$transaction(async (tx) => {
    const membership = await tx.groupMembership.findUnique({
      where: { userId_groupId: { userId, groupId: ctx.groupId } },
    });
    if (!membership) throw notFound();
    if (membership.role === "owner") {
      const owners = await tx.groupMembership.count({ where: { groupId: ctx.groupId, role: "owner" } });
      if (owners <= 1) throw new DomainError("conflict", "the group's last owner cannot be removed");
    }
    await tx.groupMembership.delete({ where: { userId_groupId: { userId, groupId: ctx.groupId } } });
    await tx.user.updateMany({
      where: { id: userId, defaultGroupId: ctx.groupId },
      data: { defaultGroupId: null },
    });
  });
}

/**
 * An owner changes a member's role (to or from the read-only viewer, or to owner). The group keeps
 * at least one owner: demoting the last one is a conflict, as removing them is.
 */
export async function setMemberRole(
  ctx: TenantContext,
  userId: string,
  input: MemberRoleUpdate,
): Promise<MemberOut> {
  return db().$transaction(async (tx) => {
    const key = { userId_groupId: { userId, groupId: ctx.groupId } };
    const membership = await tx.groupMembership.findUnique({
      where: key,
      include: { user: { select: { id: true, name: true, email: true } } },
    });
    if (!membership) throw notFound();
    if (membership.role === "owner" && input.role !== "owner") {
      const owners = await tx.groupMembership.count({ where: { groupId: ctx.groupId, role: "owner" } });
      if (owners <= 1) throw new DomainError("conflict", "the group's last owner cannot be demoted");
    }
    if (membership.role !== input.role)
      await tx.groupMembership.update({ where: key, data: { role: input.role } });
    const { user } = membership;
    return { id: user.id, name: user.name, email: user.email, role: input.role };
  });
}
