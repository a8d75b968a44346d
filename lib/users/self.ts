import { hashPassword, verifyPassword } from "@/lib/auth/password";
import { assertAcceptablePassword } from "@/lib/auth/password-policy";
import type { Principal } from "@/lib/auth/principal";
import { revokeCredentials } from "@/lib/auth/revoke-credentials";
import { db } from "@/lib/db/client";
import { isUniqueViolation } from "@/lib/db/errors";
import { removeGroupFiles } from "@/lib/groups/remove-group-files";
import { DomainError, notFound } from "@/lib/errors/domain-error";
import type { ChangePasswordRequest, UserOut, UserSettings, UserUpdate } from "@/lib/schemas/users";
import { toUserOut } from "./user-out";
import { recordUserEvent } from "@/lib/events/record-user-event";

export async function getSelf(userId: string): Promise<UserOut> {
  const user = await db().user.findUnique({
    where: { id: userId },
    include: { memberships: { select: { groupId: true }, orderBy: { createdAt: "asc" } } },
  });
  if (!user) throw notFound();
  return toUserOut(
    user,
    user.memberships.map((m) => m.groupId),
  );
}

/** Whether the user can sign in with a password (an account made through OIDC has none). */
export async function hasPassword(userId: string): Promise<boolean> {
  const user = await db().user.findUnique({ where: { id: userId }, select: { passwordHash: true } });
  return !!user?.passwordHash;
}

/** How recent a sign-in at the OIDC provider must be to stand in for a password. */
export const FRESH_OIDC_SIGN_IN_MS = 10 * 60_000;

/**
 * Changing the email hands over the account (password resets go there), so it needs the current
 * password, as a password change does; an account without one needs a sign-in at the OIDC provider
 * within FRESH_OIDC_SIGN_IN_MS, in this session. A stolen token alone cannot do it. A new name, or
 * the unchanged email HomeBox's client sends along with it, needs neither.
 */
async function assertMayChangeEmail(principal: Principal, passwordHash: string | null, password?: string) {
  if (passwordHash) {
    if (!password) {
      throw new DomainError("forbidden", "changing the email needs the current password", {
        fields: { password: "is required to change the email" },
      });
    }
    if (!(await verifyPassword(password, passwordHash))) {
      throw new DomainError("forbidden", "current password is incorrect", {
        fields: { password: "is incorrect" },
      });
    }
    return;
  }
  const signedInAt = principal.oidcSignInAt?.getTime();
  if (signedInAt === undefined || Date.now() - signedInAt > FRESH_OIDC_SIGN_IN_MS) {
    throw new DomainError(
      "forbidden",
      "this account has no password: sign in again through the identity provider, then change the email within 10 minutes",
    );
  }
}

export async function updateSelf(principal: Principal, input: UserUpdate): Promise<UserOut> {
  const userId = principal.userId;
  const user = await db().user.findUnique({
    where: { id: userId },
    select: { email: true, passwordHash: true },
  });
  if (!user) throw notFound();
  if (input.email !== undefined && input.email !== user.email) {
    await assertMayChangeEmail(principal, user.passwordHash, input.password);
  }
  try {
    await db().$transaction(async (tx) => {
      await tx.user.update({ where: { id: userId }, data: { name: input.name, email: input.email } });
      await recordUserEvent(tx, userId);
    });
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new DomainError("conflict", "an account with this email already exists", {
        fields: { email: "is already registered" },
      });
    }
    throw error;
  }
  return getSelf(userId);
}

/**
 * Deletes the account. A group the user was alone in goes with it; in a shared group where the user
 * was the last owner, the longest-standing member becomes owner (a viewer only if no other kind is
 * left), so no group is left ownerless.
 * The deleted groups' stored files are removed after the commit.
 */
export async function deleteSelf(userId: string): Promise<void> {
  const deletedGroups: string[] = [];
  await db().$transaction(async (tx) => {
    const memberships = await tx.groupMembership.findMany({ where: { userId } });
    for (const membership of memberships) {
      const others = await tx.groupMembership.findMany({
        where: { groupId: membership.groupId, userId: { not: userId } },
        orderBy: { createdAt: "asc" },
      });
      if (others.length === 0) {
        await tx.group.delete({ where: { id: membership.groupId } });
        deletedGroups.push(membership.groupId);
      } else if (membership.role === "owner" && !others.some((other) => other.role === "owner")) {
        // A member who may write before a read-only viewer; a viewer only when nobody else is left.
        const successor = others.find((other) => other.role !== "viewer") ?? others[0]!;
        await tx.groupMembership.update({
          where: { userId_groupId: { userId: successor.userId, groupId: membership.groupId } },
          data: { role: "owner" },
        });
      }
    }
    await tx.user.delete({ where: { id: userId } });
  });
  await removeGroupFiles(deletedGroups);
}

/**
 * A new password signs out every other session and deletes every API key (a leaked token or a key
 * minted with it dies with the old password). The session that made the change stays signed in:
 * it has just proved the password. The answer stays HomeBox's bare 204; the web app and the docs
 * say what went.
 */
export async function changePassword(
  userId: string,
  input: ChangePasswordRequest,
  options: { keepSessionId?: string } = {},
): Promise<void> {
  assertAcceptablePassword(input.new, "new");
  const user = await db().user.findUnique({ where: { id: userId }, select: { passwordHash: true } });
  if (!user || !(await verifyPassword(input.current, user.passwordHash))) {
    throw new DomainError("forbidden", "current password is incorrect", {
      fields: { current: "is incorrect" },
    });
  }
  const passwordHash = await hashPassword(input.new);
  await db().$transaction(async (tx) => {
    await tx.user.update({ where: { id: userId }, data: { passwordHash } });
    await revokeCredentials(tx, userId, { keepSessionId: options.keepSessionId });
  });
}

function parseSettings(text: string): UserSettings {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === "object" && !Array.isArray(value) ? (value as UserSettings) : {};
  } catch {
    return {};
  }
}

export async function getSettings(userId: string): Promise<UserSettings> {
  const user = await db().user.findUnique({ where: { id: userId }, select: { settings: true } });
  if (!user) throw notFound();
  return parseSettings(user.settings);
}

/** Settings are a free-form object, replaced whole as HomeBox does. */
export async function replaceSettings(userId: string, settings: UserSettings): Promise<UserSettings> {
  const text = JSON.stringify(settings);
  if (text.length > 64 * 1024) throw new DomainError("too_large", "settings are larger than 64 KiB");
  await db().$transaction(async (tx) => {
    await tx.user.update({ where: { id: userId }, data: { settings: text } });
    await recordUserEvent(tx, userId);
  });
  return parseSettings(text);
}
