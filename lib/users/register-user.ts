import { hashPassword } from "@/lib/auth/password";
import { limiters } from "@/lib/auth/rate-limit";
import { db } from "@/lib/db/client";
import { isUniqueViolation } from "@/lib/db/errors";
import { redeemInvitation } from "@/lib/groups/invitations";
import { ApiError } from "@/lib/http/errors";
import type { RegisterRequest } from "@/lib/schemas/users";
import { giveOwnHome } from "./give-own-home";

const emailTaken = () =>
  new ApiError("conflict", "an account with this email already exists", {
    fields: { email: "is already registered" },
  });

/**
 * Without an invitation the user gets a seeded home group as its owner; with one, they join that
 * group as a plain user, even while registration is closed. Each attempt counts towards the client
 * address's hourly limit (REGISTRATIONS_PER_ADDRESS_PER_HOUR; 429 beyond it).
 */
export async function registerUser(
  input: RegisterRequest,
  options: { allowRegistration: boolean; clientAddress: string },
): Promise<{ userId: string }> {
  const invitationToken = input.token?.trim() || null;
  if (!invitationToken && !options.allowRegistration) {
    throw new ApiError("forbidden", "registration is disabled");
  }
  limiters().registrations.takeOrThrow(options.clientAddress, "too many registrations; try again later");
  const passwordHash = await hashPassword(input.password);
  try {
    return await db().$transaction(async (tx) => {
      if (await tx.user.findUnique({ where: { email: input.email }, select: { id: true } }))
        throw emailTaken();
      const user = await tx.user.create({
        data: { name: input.name, email: input.email, passwordHash, activatedOn: new Date() },
      });
      if (!invitationToken) {
        await giveOwnHome(tx, user.id, input.name);
        return { userId: user.id };
      }
      const group = await redeemInvitation(tx, invitationToken, user.id);
      if (!group) {
        throw new ApiError("unprocessable", "token: the invitation is invalid, expired or used up", {
          fields: { token: "is invalid, expired or used up" },
        });
      }
      await tx.user.update({ where: { id: user.id }, data: { defaultGroupId: group.id } });
      return { userId: user.id };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
}
