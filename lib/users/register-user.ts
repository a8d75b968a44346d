import { randomUUID } from "node:crypto";
import { hashPassword } from "@/lib/auth/password";
import { limiters } from "@/lib/auth/rate-limit";
import { assertAcceptablePassword } from "@/lib/auth/password-policy";
import { db } from "@/lib/db/client";
import { isUniqueViolation } from "@/lib/db/errors";
import { findUsableInvitation, redeemInvitation } from "@/lib/groups/invitations";
import { DomainError } from "@/lib/errors/domain-error";
import { log } from "@/lib/log";
import type { RegisterRequest } from "@/lib/schemas/users";
import { giveOwnHome } from "./give-own-home";

const invalidInvitation = () =>
  new DomainError("validation", "token: the invitation is invalid, expired or used up", {
    fields: { token: "is invalid, expired or used up" },
  });

/** Rolls back the stand-in account of a registration whose email belongs to an account already. */
class EmailTaken extends Error {}

/**
 * Without an invitation the user gets a seeded home group as its owner; with one, they join that
 * group as a plain user, even while registration is closed. Each attempt counts towards the client
 * address's hourly limit (REGISTRATIONS_PER_ADDRESS_PER_HOUR; 429 beyond it).
 *
 * An email that already has an account is answered like a new one (204) and nothing is made or
 * changed, so registration does not tell which addresses have accounts; HomeBox's clients sign in
 * after a 204, which then fails as any wrong password does. Every check whose answer could differ
 * (the invitation token, the password rules) runs before the email is looked at.
 */
export async function registerUser(
  input: RegisterRequest,
  options: { allowRegistration: boolean; clientAddress: string; locale?: string },
): Promise<void> {
  const invitationToken = input.token?.trim() || null;
  if (!invitationToken && !options.allowRegistration) {
    throw new DomainError("forbidden", "registration is disabled");
  }
  limiters().registrations.takeOrThrow(options.clientAddress, "too many registrations; try again later");
  assertAcceptablePassword(input.password, "password");
  const passwordHash = await hashPassword(input.password);
  try {
    await db().$transaction(async (tx) => {
      if (invitationToken && !(await findUsableInvitation(tx, invitationToken))) throw invalidInvitation();
      const taken = !!(await tx.user.findUnique({ where: { email: input.email }, select: { id: true } }));
      // A taken email does the same work under a stand-in address and is rolled back at the end,
      // so the time the answer takes does not tell either (a new home costs tens of writes).
      const email = taken ? `${randomUUID()}@taken.invalid` : input.email;
      const user = await tx.user.create({
        data: { name: input.name, email, passwordHash, activatedOn: new Date() },
      });
      if (!invitationToken) {
        await giveOwnHome(tx, user.id, input.name, options.locale);
      } else {
        // Checked above; spent here, where a concurrent registration may have taken the last use.
        const group = await redeemInvitation(tx, invitationToken, user.id);
        if (!group) throw invalidInvitation();
        await tx.user.update({ where: { id: user.id }, data: { defaultGroupId: group.id } });
      }
      if (taken) throw new EmailTaken();
    });
  } catch (error) {
    if (!(error instanceof EmailTaken) && !isUniqueViolation(error)) throw error;
    // Logged without the address: the log must not become the list the answer hides.
    log.info("registration for an email that already has an account: nothing made");
  }
}
