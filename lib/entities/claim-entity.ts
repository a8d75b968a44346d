import type { TenantContext } from "@/lib/auth/principal";
import { config } from "@/lib/config/env";
import type { Tx } from "@/lib/db/client";
import { providerOf } from "@/lib/db/database-url.mjs";
import { etagOf, ifMatchAny, ifMatchSatisfied, preconditionFailed } from "@/lib/http/etag";
import { DomainError, notFound } from "@/lib/errors/domain-error";
import { getEntity } from "./get-entity";

/** Thrown inside a write transaction when the entity moved on since the client's If-Match was checked. */
export class StaleEntityVersion extends Error {}

/** 412 naming the entity's current ETag. */
export async function entityPreconditionFailed(ctx: TenantContext, id: string): Promise<DomainError> {
  return preconditionFailed(etagOf(await getEntity(ctx, id)));
}

/**
 * Checks an If-Match header against the entity's current ETag. Returns the `updatedAt` of the
 * version the client saw, which the write transaction then requires (so a write that commits
 * between this check and the transaction still makes this write fail); undefined when any version
 * will do (no header, or `*`). 404 for an entity outside the group, 412 on a stale tag.
 */
export async function versionForIfMatch(
  ctx: TenantContext,
  id: string,
  ifMatch: string | null | undefined,
): Promise<Date | undefined> {
  if (ifMatch === null || ifMatch === undefined) return undefined;
  // `*`: any current version will do (the transaction still answers 404 for a missing entity).
  if (ifMatchAny(ifMatch)) return undefined;
  const current = await getEntity(ctx, id);
  const etag = etagOf(current);
  if (!ifMatchSatisfied(ifMatch, etag)) throw preconditionFailed(etag);
  return new Date(current.updatedAt);
}

/**
 * The first step of every PUT/PATCH transaction: locks the entity's row (PostgreSQL: FOR UPDATE;
 * SQLite runs one write transaction at a time), so concurrent writes of one entity run one after
 * the other instead of interleaving their tag and custom-field rows. Returns the new `updatedAt`,
 * strictly later than the current one so every write is a new version even within a millisecond.
 */
export async function claimEntity(
  tx: Tx,
  ctx: TenantContext,
  id: string,
  expected: Date | undefined,
): Promise<Date> {
  if (providerOf(config().databaseUrl) === "postgresql") {
    await tx.$executeRaw`SELECT 1 FROM "Entity" WHERE "id" = ${id} AND "groupId" = ${ctx.groupId} FOR UPDATE`;
  }
  const row = await tx.entity.findFirst({
    where: { id, groupId: ctx.groupId },
    select: { updatedAt: true },
  });
  if (!row) throw notFound();
  if (expected && row.updatedAt.getTime() !== expected.getTime()) throw new StaleEntityVersion();
  return new Date(Math.max(Date.now(), row.updatedAt.getTime() + 1));
}
