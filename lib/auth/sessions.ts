import { randomUUID } from "node:crypto";
import { db } from "@/lib/db/client";
import { dateFromSql } from "@/lib/db/raw-values";
import { Prisma } from "@/lib/generated/sqlite/client";
import { log } from "@/lib/log";
import { randomToken, sha256 } from "./hash";
import { pruneExpiredCredentials } from "./prune-credentials";
import { revokeCredentials } from "./revoke-credentials";

const DAY_MS = 24 * 60 * 60 * 1000;
export const SESSION_DAYS = 7;
export const LONG_SESSION_DAYS = 28;

export type IssuedSession = { token: string; attachmentToken: string; expiresAt: Date; sessionId: string };

/**
 * A session is a user token plus an attachment-only token with the same id and expiry.
 * `oidcSignInAt`: when the person signed in at the OIDC provider for it (null for a password).
 */
export async function issueSession(
  userId: string,
  stayLoggedIn: boolean,
  oidcSignInAt: Date | null = null,
): Promise<IssuedSession> {
  const token = randomToken();
  const attachmentToken = randomToken();
  const sessionId = randomUUID();
  const expiresAt = new Date(Date.now() + (stayLoggedIn ? LONG_SESSION_DAYS : SESSION_DAYS) * DAY_MS);
  await db().authToken.createMany({
    data: [
      { userId, sessionId, expiresAt, oidcSignInAt, role: "user", tokenHash: sha256(token) },
      { userId, sessionId, expiresAt, oidcSignInAt, role: "attachments", tokenHash: sha256(attachmentToken) },
    ],
  });
  // Housekeeping where the rows are made; it does not hold up the sign-in.
  void pruneExpiredCredentials().catch((error: unknown) => log.warn("credentials: prune failed", { error }));
  return { token, attachmentToken, expiresAt, sessionId };
}

export type ResolvedToken = {
  userId: string;
  role: "user" | "attachments";
  sessionId: string;
  expiresAt: Date;
  oidcSignInAt: Date | null;
};

/** A length no token of ours has is not looked up at all. */
const plausibleToken = (raw: string) => raw.length >= 16 && raw.length <= 512;

/** A stored token as the caller gets it, or null once it has expired. */
function unexpiredToken(row: {
  userId: string;
  role: string;
  sessionId: string;
  expiresAt: Date;
  oidcSignInAt: Date | null;
}): ResolvedToken | null {
  if (row.expiresAt.getTime() <= Date.now()) return null;
  return {
    userId: row.userId,
    role: row.role === "attachments" ? "attachments" : "user",
    sessionId: row.sessionId,
    expiresAt: row.expiresAt,
    oidcSignInAt: row.oidcSignInAt,
  };
}

export async function resolveSessionToken(raw: string): Promise<ResolvedToken | null> {
  if (!plausibleToken(raw)) return null;
  const row = await db().authToken.findUnique({ where: { tokenHash: sha256(raw) } });
  return row ? unexpiredToken(row) : null;
}

/** A group the token's user belongs to, with the user's default group (lib/http/resolve-tenant.ts). */
export type TokenMembership = { groupId: string; role: string; defaultGroupId: string | null };

type RawTokenRow = {
  userId: string;
  role: string;
  sessionId: string;
  expiresAt: unknown;
  oidcSignInAt: unknown;
  groupId: string | null;
  memberRole: string | null;
  defaultGroupId: string | null;
};

/**
 * resolveSessionToken with the user's memberships read in the same query (one row per membership),
 * for a request that acts in a group: its tenant then needs no query of its own.
 */
export async function resolveSessionTokenWithMemberships(
  raw: string,
): Promise<(ResolvedToken & { memberships: TokenMembership[] }) | null> {
  if (!plausibleToken(raw)) return null;
  const rows = await db().$queryRaw<RawTokenRow[]>(Prisma.sql`
    SELECT "t"."userId", "t"."role", "t"."sessionId", "t"."expiresAt", "t"."oidcSignInAt",
      "m"."groupId", "m"."role" AS "memberRole",
      (SELECT "u"."defaultGroupId" FROM "User" AS "u" WHERE "u"."id" = "t"."userId") AS "defaultGroupId"
    FROM "AuthToken" AS "t"
    LEFT JOIN "GroupMembership" AS "m" ON "m"."userId" = "t"."userId"
    WHERE "t"."tokenHash" = ${sha256(raw)}`);
  const row = rows[0];
  const token =
    row &&
    unexpiredToken({
      ...row,
      expiresAt: dateFromSql(row.expiresAt),
      oidcSignInAt:
        row.oidcSignInAt === null || row.oidcSignInAt === undefined ? null : dateFromSql(row.oidcSignInAt),
    });
  if (!token) return null;
  return {
    ...token,
    memberships: rows.flatMap((membership) =>
      membership.groupId === null
        ? []
        : [
            {
              groupId: membership.groupId,
              role: membership.memberRole ?? "",
              defaultGroupId: membership.defaultGroupId,
            },
          ],
    ),
  };
}

export async function revokeSession(sessionId: string): Promise<void> {
  await db().authToken.deleteMany({ where: { sessionId } });
}

/**
 * Logout from everywhere: every session and, stricter than HomeBox (whose logout/all ends sessions
 * only), every API key, since a key minted by whoever had a session would otherwise outlive it.
 */
export async function logoutEverywhere(userId: string): Promise<void> {
  await db().$transaction((tx) => revokeCredentials(tx, userId));
}

/** Replaces a session by a new pair with a fresh lifetime of the same length class. */
export async function refreshSession(userId: string, sessionId: string): Promise<IssuedSession> {
  const current = await db().authToken.findFirst({ where: { sessionId, role: "user" } });
  const stayLoggedIn = current
    ? current.expiresAt.getTime() - current.createdAt.getTime() > SESSION_DAYS * DAY_MS + 60_000
    : false;
  // A refresh is no new sign-in: the session keeps the time the person last proved themselves.
  const issued = await issueSession(userId, stayLoggedIn, current?.oidcSignInAt ?? null);
  await revokeSession(sessionId);
  return issued;
}
