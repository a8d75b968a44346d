import { hashPassword } from "@/lib/auth/password";
import { db } from "@/lib/db/client";
import { isUniqueViolation } from "@/lib/db/errors";
import { redeemInvitation } from "@/lib/groups/invitations";
import { createSeededHome } from "@/lib/groups/seed-group";
import { ApiError } from "@/lib/http/errors";
import type { RegisterRequest } from "@/lib/schemas/users";

const emailTaken = () =>
  new ApiError("conflict", "an account with this email already exists", {
    fields: { email: "is already registered" },
  });

/**
 * Without an invitation the user gets a seeded home group as its owner; with one, they join that
 * group as a plain user, even while registration is closed.
 */
export async function registerUser(
  input: RegisterRequest,
  options: { allowRegistration: boolean },
): Promise<{ userId: string }> {
  const invitationToken = input.token?.trim() || null;
  if (!invitationToken && !options.allowRegistration) {
    throw new ApiError("forbidden", "registration is disabled");
  }
  const passwordHash = await hashPassword(input.password);
  try {
    return await db().$transaction(async (tx) => {
      if (await tx.user.findUnique({ where: { email: input.email }, select: { id: true } }))
        throw emailTaken();
      const user = await tx.user.create({
        data: { name: input.name, email: input.email, passwordHash, activatedOn: new Date() },
      });
      let groupId: string;
      if (invitationToken) {
        const group = await redeemInvitation(tx, invitationToken, user.id);
        if (!group) {
          throw new ApiError("unprocessable", "token: the invitation is invalid, expired or used up", {
            fields: { token: "is invalid, expired or used up" },
          });
        }
        groupId = group.id;
      } else {
        const home = await createSeededHome(tx, input.name);
        await tx.groupMembership.create({ data: { userId: user.id, groupId: home.id, role: "owner" } });
        groupId = home.id;
      }
      await tx.user.update({ where: { id: user.id }, data: { defaultGroupId: groupId } });
      return { userId: user.id };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
}
