import { db, type Tx } from "@/lib/db/client";
import { randomToken, sha256 } from "@/lib/auth/hash";
import type { TenantContext } from "@/lib/auth/principal";
import { DomainError, notFound } from "@/lib/errors/domain-error";
import type {
  InvitationAcceptedOut,
  InvitationCreate,
  InvitationCreatedOut,
  InvitationOut,
} from "@/lib/schemas/groups";
import { toGroupOut } from "./group-out";

const DAY_MS = 24 * 60 * 60 * 1000;

export async function createInvitation(
  ctx: TenantContext,
  input: InvitationCreate,
): Promise<InvitationCreatedOut> {
  const token = randomToken();
  const expiresAt = input.expiresAt ?? new Date(Date.now() + DAY_MS);
  const row = await db().groupInvitation.create({
    data: {
      groupId: ctx.groupId,
      createdById: ctx.userId,
      uses: input.uses,
      role: input.role ?? "user",
      expiresAt,
      tokenHash: sha256(token),
    },
  });
  return { id: row.id, token, expiresAt: row.expiresAt.toISOString(), uses: row.uses };
}

export async function listInvitations(ctx: TenantContext): Promise<InvitationOut[]> {
  const rows = await db().groupInvitation.findMany({
    where: { groupId: ctx.groupId, expiresAt: { gt: new Date() }, uses: { gt: 0 } },
    include: { group: true },
    orderBy: { createdAt: "desc" },
  });
  return rows.map((row) => ({
    id: row.id,
    expiresAt: row.expiresAt.toISOString(),
    uses: row.uses,
    group: toGroupOut(row.group),
  }));
}

export async function deleteInvitation(ctx: TenantContext, id: string): Promise<void> {
  const { count } = await db().groupInvitation.deleteMany({ where: { id, groupId: ctx.groupId } });
  if (count === 0) throw notFound();
}

/** The invitation a token opens, without spending it; null when unknown, expired or used up. */
export async function findUsableInvitation(tx: Tx, rawToken: string) {
  const invitation = await tx.groupInvitation.findUnique({ where: { tokenHash: sha256(rawToken) } });
  if (!invitation || invitation.expiresAt.getTime() <= Date.now() || invitation.uses <= 0) return null;
  return invitation;
}

/**
 * Spends one use of an invitation and makes the user a member. Returns null when the token is
 * unknown, expired or used up. The decrement is conditional, so concurrent redemptions of the last
 * use cannot both succeed.
 */
export async function redeemInvitation(tx: Tx, rawToken: string, userId: string) {
  const invitation = await findUsableInvitation(tx, rawToken);
  if (!invitation) return null;
  const existing = await tx.groupMembership.findUnique({
    where: { userId_groupId: { userId, groupId: invitation.groupId } },
  });
  if (!existing) {
    const { count } = await tx.groupInvitation.updateMany({
      where: { id: invitation.id, uses: { gt: 0 } },
      data: { uses: { decrement: 1 } },
    });
    if (count === 0) return null;
    // The role the owner chose when inviting; never owner, whatever the row says.
    const role = invitation.role === "viewer" ? "viewer" : "user";
    await tx.groupMembership.create({ data: { userId, groupId: invitation.groupId, role } });
  }
  return tx.group.findUniqueOrThrow({ where: { id: invitation.groupId } });
}

export async function acceptInvitation(userId: string, rawToken: string): Promise<InvitationAcceptedOut> {
  const group = await db().$transaction((tx) => redeemInvitation(tx, rawToken, userId));
  if (!group) throw new DomainError("not_found", "Not Found");
  return { id: group.id, name: group.name };
}
