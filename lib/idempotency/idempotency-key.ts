import { createHash } from "node:crypto";
import type { TenantContext } from "@/lib/auth/principal";
import { db, type Tx } from "@/lib/db/client";
import { isUniqueViolation } from "@/lib/db/errors";
import { DomainError } from "@/lib/errors/domain-error";
import { jsonText } from "@/lib/http/json-text";
import { dueAtMostEvery } from "@/lib/process/due-at-most-every";

/** The request header (the name Stripe and the IETF draft use). */
export const IDEMPOTENCY_HEADER = "Idempotency-Key";
/** How long a key is remembered: a client retrying later than this creates again. */
export const IDEMPOTENCY_KEY_TTL_MS = 24 * 60 * 60 * 1000;
const PRUNE_EVERY_MS = 60 * 60 * 1000;
/** How long a twin waits for the first request's stored answer: that request has committed and only reads it back. */
const STORED_ANSWER_WAIT_MS = 5_000;
const STORED_ANSWER_POLL_MS = 20;
const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

/**
 * What a create does with a key inside its own transaction: `claim` first (the row's primary key on
 * group + key makes a concurrent twin wait on PostgreSQL, or fail at once on SQLite, where writes are
 * serial), `settle` once the record exists, so the claim and the record commit or vanish together.
 */
export type IdempotencyClaim = {
  claim(tx: Tx): Promise<void>;
  settle(tx: Tx, resourceId: string): Promise<void>;
};

/** Thrown inside the create's transaction when another request already holds the key. */
class KeyTaken extends Error {}

type KeyedCreate<T> = {
  ctx: TenantContext;
  /** The header's value; null: no key, the create runs as always. */
  key: string | null;
  /** "POST /entities": a key belongs to one route. */
  route: string;
  /** The parsed request (body and path ids): a key sent again with another request is refused. */
  request: unknown;
  status: number;
  create(claim: IdempotencyClaim | undefined): Promise<T>;
  /** The created record as the create answers it, for a twin that arrives before the answer is stored. */
  replay(resourceId: string): Promise<T>;
};

function requestHash(route: string, request: unknown): string {
  return createHash("sha256")
    .update(`${route}\n${JSON.stringify(request ?? null)}`)
    .digest("base64url");
}

function checkedKey(key: string): string {
  if (KEY_PATTERN.test(key)) return key;
  throw new DomainError("malformed", `${IDEMPOTENCY_HEADER}: 1 to 255 visible ASCII characters`, {
    fields: { [IDEMPOTENCY_HEADER]: "must be 1 to 255 visible ASCII characters" },
  });
}

/** Deletes keys past their 24 hours; at most once an hour per process. */
export async function pruneIdempotencyKeys(now = Date.now()): Promise<void> {
  if (!dueAtMostEvery("prune idempotency keys", PRUNE_EVERY_MS, now)) return;
  await db().idempotencyKey.deleteMany({
    where: { createdAt: { lt: new Date(now - IDEMPOTENCY_KEY_TTL_MS) } },
  });
}

function replayed(status: number, body: string): Response {
  return new Response(body, {
    status,
    headers: {
      "Content-Type": "application/json",
      "Cache-Control": "no-store",
      "Idempotent-Replayed": "true",
    },
  });
}

/**
 * Runs a create at most once per Idempotency-Key in the group: the first request creates and its
 * answer (status and body) is stored; a retry, or a twin sent at the same time, gets that answer
 * again. The same key with a different request (or by another member) is a 422 naming the header.
 * A create that fails leaves no key behind, so its retry runs again.
 */
export async function idempotentCreate<T>(spec: KeyedCreate<T>): Promise<T | Response> {
  if (spec.key === null) return spec.create(undefined);
  const key = checkedKey(spec.key);
  const { ctx, route } = spec;
  const hash = requestHash(route, spec.request);
  const where = { groupId_key: { groupId: ctx.groupId, key } };
  await pruneIdempotencyKeys();

  const answerFromStored = async (): Promise<Response | null> => {
    const row = await db().idempotencyKey.findUnique({ where });
    if (!row) return null;
    if (row.createdAt.getTime() < Date.now() - IDEMPOTENCY_KEY_TTL_MS) {
      // Expired but not pruned yet: forgotten, as if pruned.
      await db().idempotencyKey.deleteMany({
        where: { groupId: ctx.groupId, key, createdAt: row.createdAt },
      });
      return null;
    }
    if (row.route !== route || row.requestHash !== hash || row.userId !== ctx.userId) {
      throw new DomainError("validation", `${IDEMPOTENCY_HEADER} was already used for a different request`, {
        fields: { [IDEMPOTENCY_HEADER]: "was already used for a different request; send a new key" },
      });
    }
    if (row.body !== null && row.status !== null) return replayed(row.status, row.body);
    // Committed, but the first request has not stored its answer yet: wait for it, so both get the
    // same answer (one read now could already show what happened since, e.g. a new thumbnail). Only
    // when the first request died after its commit is the answer built from the record.
    const answer = await storedAnswerWithin(STORED_ANSWER_WAIT_MS);
    if (answer) return replayed(answer.status, answer.body);
    return replayed(spec.status, jsonText(await spec.replay(row.resourceId ?? "")));
  };

  const storedAnswerWithin = async (waitMs: number) => {
    for (const until = Date.now() + waitMs; Date.now() < until;) {
      await new Promise((resolve) => setTimeout(resolve, STORED_ANSWER_POLL_MS));
      const row = await db().idempotencyKey.findUnique({ where, select: { status: true, body: true } });
      if (row?.body != null && row.status !== null) return { status: row.status, body: row.body };
    }
    return null;
  };

  const claim: IdempotencyClaim = {
    async claim(tx) {
      try {
        await tx.idempotencyKey.create({
          data: { groupId: ctx.groupId, key, userId: ctx.userId, route, requestHash: hash },
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw new KeyTaken();
        throw error;
      }
    },
    async settle(tx, resourceId) {
      await tx.idempotencyKey.update({ where, data: { resourceId } });
    },
  };

  const stored = await answerFromStored();
  if (stored) return stored;
  // Twice at most: a twin's claim that lost the race reads the winner's row; should that row have
  // vanished meanwhile (the winner's create failed and rolled back), this request creates itself.
  for (let attempt = 0; ; attempt++) {
    let result: T;
    try {
      result = await spec.create(claim);
    } catch (error) {
      if (!(error instanceof KeyTaken)) throw error;
      const answer = await answerFromStored();
      if (answer) return answer;
      if (attempt > 0)
        throw new DomainError("conflict", `a request with this ${IDEMPOTENCY_HEADER} is in progress`);
      continue;
    }
    await db().idempotencyKey.updateMany({
      where: { groupId: ctx.groupId, key },
      data: { status: spec.status, body: jsonText(result) },
    });
    return result;
  }
}
