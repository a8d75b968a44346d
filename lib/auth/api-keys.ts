import "server-only";
import { config } from "@/lib/config/env";
import { db } from "@/lib/db/client";
import { secrets } from "@/lib/config/secrets";
import { notFound } from "@/lib/errors/domain-error";
import type { ApiKeyCreate, ApiKeyOut, ApiKeyCreatedOut } from "@/lib/schemas/api-keys";
import { hmacSha256, randomToken } from "./hash";
import type { Principal } from "./principal";

const DAY_MS = 24 * 60 * 60 * 1000;
export const API_KEY_PREFIX = "hb_";
const DEFAULT_LIFETIME_DAYS = 30;
// lastUsedAt is bookkeeping: writing it on every request would turn reads into writes.
const LAST_USED_RESOLUTION_MS = 60_000;

const hashKey = (raw: string) => hmacSha256(secrets().apiKeyPepper, raw);

type ApiKeyRow = {
  id: string;
  userId: string;
  name: string;
  createdAt: Date;
  expiresAt: Date | null;
  lastUsedAt: Date | null;
};

/**
 * When a key stops working: its stored expiry, but never later than CAIRN_API_KEY_MAX_DAYS after
 * its creation. The cap also holds for keys stored before it existed (no expiry, or a far one), and
 * follows the setting when an operator lowers it.
 */
function effectiveExpiry(row: Pick<ApiKeyRow, "createdAt" | "expiresAt">): Date {
  const capped = row.createdAt.getTime() + config().apiKeyMaxLifetimeMs;
  return new Date(Math.min(row.expiresAt?.getTime() ?? capped, capped));
}

function toApiKeyOut(row: ApiKeyRow): ApiKeyOut {
  return {
    id: row.id,
    userId: row.userId,
    name: row.name,
    createdAt: row.createdAt.toISOString(),
    expiresAt: effectiveExpiry(row).toISOString(),
    lastUsedAt: row.lastUsedAt ? row.lastUsedAt.toISOString() : "",
  };
}

/**
 * An expiry further than CAIRN_API_KEY_MAX_DAYS away is shortened to that maximum rather than
 * refused: HomeBox clients show the expiry the answer carries but do not expect a 422 here. No
 * expiry (HomeBox's "never") gets the 30-day default. A key made with a key lives no longer than
 * the key that made it, so a stolen key cannot renew itself for ever.
 */
export async function createApiKey(principal: Principal, input: ApiKeyCreate): Promise<ApiKeyCreatedOut> {
  const token = `${API_KEY_PREFIX}${randomToken()}`;
  const createdAt = new Date();
  const maxLifetimeMs = config().apiKeyMaxLifetimeMs;
  const limits = [
    input.expiresAt?.getTime() ??
      createdAt.getTime() + Math.min(DEFAULT_LIFETIME_DAYS * DAY_MS, maxLifetimeMs),
    createdAt.getTime() + maxLifetimeMs,
  ];
  if (principal.apiKeyId) {
    const minting = await db().apiKey.findUnique({ where: { id: principal.apiKeyId } });
    if (!minting) throw notFound();
    limits.push(effectiveExpiry(minting).getTime());
  }
  const row = await db().apiKey.create({
    data: {
      userId: principal.userId,
      name: input.name,
      createdAt,
      expiresAt: new Date(Math.min(...limits)),
      keyHash: hashKey(token),
    },
  });
  return { ...toApiKeyOut(row), token };
}

export async function listApiKeys(userId: string): Promise<ApiKeyOut[]> {
  const rows = await db().apiKey.findMany({ where: { userId }, orderBy: { createdAt: "desc" } });
  return rows.map(toApiKeyOut);
}

export async function deleteApiKey(userId: string, id: string): Promise<void> {
  const { count } = await db().apiKey.deleteMany({ where: { id, userId } });
  if (count === 0) throw notFound();
}

export async function resolveApiKey(raw: string): Promise<{ userId: string; keyId: string } | null> {
  if (!raw.startsWith(API_KEY_PREFIX) || raw.length > 256) return null;
  const row = await db().apiKey.findUnique({ where: { keyHash: hashKey(raw) } });
  if (!row || effectiveExpiry(row).getTime() <= Date.now()) return null;
  const now = Date.now();
  if (!row.lastUsedAt || now - row.lastUsedAt.getTime() > LAST_USED_RESOLUTION_MS) {
    await db().apiKey.update({ where: { id: row.id }, data: { lastUsedAt: new Date(now) } });
  }
  return { userId: row.userId, keyId: row.id };
}
