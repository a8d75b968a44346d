import { issueSession } from "@/lib/auth/sessions";
import { db } from "@/lib/db/client";
import { isUniqueViolation } from "@/lib/db/errors";
import { giveOwnHome } from "./give-own-home";

/** What the provider's verified ID token says about the person signing in. */
export type OidcIdentity = {
  issuer: string;
  subject: string;
  email: string | null;
  emailVerified: boolean;
  name: string | null;
  groups: string[];
};

/** Why a sign-in through the provider was refused; the login page explains each. */
export type OidcRefusal =
  "OidcNotInGroup" | "OidcEmailUnverified" | "OidcNoEmail" | "OidcEmailLinked" | "OidcAccountHasPassword";

export type OidcSignIn =
  { ok: true; userId: string; sessionToken: string } | { ok: false; reason: OidcRefusal };

/**
 * Signs a provider identity in, like HomeBox: the user already linked to (issuer, subject); else the
 * account with the same email, which is linked to it, but only when the provider vouches for the
 * email (`email_verified`) and the account has no password; else a new user with their own seeded
 * home, as registration makes. New
 * accounts are made even while ALLOW_REGISTRATION is false (HomeBox does the same): the provider
 * and OIDC_ALLOWED_GROUPS decide who may come in.
 */
export async function signInWithOidc(
  identity: OidcIdentity,
  options: { allowedGroups: string[] },
): Promise<OidcSignIn> {
  if (options.allowedGroups.length > 0 && !identity.groups.some((g) => options.allowedGroups.includes(g)))
    return { ok: false, reason: "OidcNotInGroup" };
  const found = await findOrLinkOrCreate(identity);
  if (!found.ok) return found;
  const session = await issueSession(found.userId, true, new Date());
  return { ok: true, userId: found.userId, sessionToken: session.token };
}

type Resolved = { ok: true; userId: string } | { ok: false; reason: OidcRefusal };

async function findOrLinkOrCreate(identity: OidcIdentity): Promise<Resolved> {
  const { issuer, subject } = identity;
  const linked = await db().user.findUnique({
    where: { oidcIssuer_oidcSubject: { oidcIssuer: issuer, oidcSubject: subject } },
    select: { id: true },
  });
  if (linked) return { ok: true, userId: linked.id };
  const email = identity.email?.trim().toLowerCase();
  if (!email) return { ok: false, reason: "OidcNoEmail" };
  if (!identity.emailVerified) return { ok: false, reason: "OidcEmailUnverified" };
  try {
    return await db().$transaction(async (tx): Promise<Resolved> => {
      const existing = await tx.user.findUnique({
        where: { email },
        select: { id: true, oidcSubject: true, passwordHash: true },
      });
      // An account already linked to another identity is never taken over by a second one.
      if (existing?.oidcSubject) return { ok: false, reason: "OidcEmailLinked" };
      // Cairn does not verify the email of an account with a password: anyone could have registered
      // (or switched to) this address and be waiting for its owner's first sign-on, knowing the
      // password. Such an account is never linked by email.
      if (existing?.passwordHash) return { ok: false, reason: "OidcAccountHasPassword" };
      if (existing) {
        await tx.user.update({
          where: { id: existing.id },
          data: { oidcIssuer: issuer, oidcSubject: subject },
        });
        return { ok: true, userId: existing.id };
      }
      const name = identity.name?.trim() || email.split("@")[0]!;
      const user = await tx.user.create({
        data: { name, email, oidcIssuer: issuer, oidcSubject: subject, activatedOn: new Date() },
      });
      await giveOwnHome(tx, user.id, name);
      return { ok: true, userId: user.id };
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    // The same person signing in twice at once: the other request made the link first.
    const again = await db().user.findUnique({
      where: { oidcIssuer_oidcSubject: { oidcIssuer: issuer, oidcSubject: subject } },
      select: { id: true },
    });
    if (!again) throw error;
    return { ok: true, userId: again.id };
  }
}
