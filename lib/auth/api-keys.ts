import { db } from "@/lib/db/client";
import { secrets } from "@/lib/config/secrets";
import { notFound } from "@/lib/http/errors";
import type { ApiKeyCreate, ApiKeyOut, ApiKeyCreatedOut } from "@/lib/schemas/api-keys";
import { hmacSha256, randomToken } from "./hash";

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

function toApiKeyOut(row: ApiKeyRow): ApiKeyOut {
  return {
    id: row.id,
    userId: row.userId,
    name: row.name,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt ? row.expiresAt.toISOString() : "",
    lastUsedAt: row.lastUsedAt ? row.lastUsedAt.toISOString() : "",
  };
}

export async function createApiKey(userId: string, input: ApiKeyCreate): Promise<ApiKeyCreatedOut> {
  const token = `${API_KEY_PREFIX}${randomToken()}`;
  const expiresAt = input.expiresAt ?? new Date(Date.now() + DEFAULT_LIFETIME_DAYS * DAY_MS);
  const row = await db().apiKey.create({
    data: { userId, name: input.name, expiresAt, keyHash: hashKey(token) },
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
  if (!row || (row.expiresAt && row.expiresAt.getTime() <= Date.now())) return null;
  const now = Date.now();
  if (!row.lastUsedAt || now - row.lastUsedAt.getTime() > LAST_USED_RESOLUTION_MS) {
    await db().apiKey.update({ where: { id: row.id }, data: { lastUsedAt: new Date(now) } });
  }
  return { userId: row.userId, keyId: row.id };
}
