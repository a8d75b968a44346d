import { randomUUID } from "node:crypto";
import { db } from "@/lib/db/client";
import { log } from "@/lib/log";
import { randomToken, sha256 } from "./hash";
import { pruneExpiredCredentials } from "./prune-credentials";

const DAY_MS = 24 * 60 * 60 * 1000;
export const SESSION_DAYS = 7;
export const LONG_SESSION_DAYS = 28;

export type IssuedSession = { token: string; attachmentToken: string; expiresAt: Date; sessionId: string };

/** A session is a user token plus an attachment-only token with the same id and expiry. */
export async function issueSession(userId: string, stayLoggedIn: boolean): Promise<IssuedSession> {
  const token = randomToken();
  const attachmentToken = randomToken();
  const sessionId = randomUUID();
  const expiresAt = new Date(Date.now() + (stayLoggedIn ? LONG_SESSION_DAYS : SESSION_DAYS) * DAY_MS);
  await db().authToken.createMany({
    data: [
      { userId, sessionId, expiresAt, role: "user", tokenHash: sha256(token) },
      { userId, sessionId, expiresAt, role: "attachments", tokenHash: sha256(attachmentToken) },
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
};

export async function resolveSessionToken(raw: string): Promise<ResolvedToken | null> {
  if (raw.length < 16 || raw.length > 512) return null;
  const row = await db().authToken.findUnique({ where: { tokenHash: sha256(raw) } });
  if (!row || row.expiresAt.getTime() <= Date.now()) return null;
  return {
    userId: row.userId,
    role: row.role === "attachments" ? "attachments" : "user",
    sessionId: row.sessionId,
    expiresAt: row.expiresAt,
  };
}

export async function revokeSession(sessionId: string): Promise<void> {
  await db().authToken.deleteMany({ where: { sessionId } });
}

export async function revokeAllSessions(userId: string): Promise<void> {
  await db().authToken.deleteMany({ where: { userId } });
}

/** Replaces a session by a new pair with a fresh lifetime of the same length class. */
export async function refreshSession(userId: string, sessionId: string): Promise<IssuedSession> {
  const current = await db().authToken.findFirst({ where: { sessionId, role: "user" } });
  const stayLoggedIn = current
    ? current.expiresAt.getTime() - current.createdAt.getTime() > SESSION_DAYS * DAY_MS + 60_000
    : false;
  const issued = await issueSession(userId, stayLoggedIn);
  await revokeSession(sessionId);
  return issued;
}
