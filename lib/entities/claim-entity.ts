import type { TenantContext } from "@/lib/auth/principal";
import { config } from "@/lib/config/env";
import type { Tx } from "@/lib/db/client";
import { providerOf } from "@/lib/db/database-url.mjs";
import { preconditionFailed } from "@/lib/http/etag";
import { notFound } from "@/lib/errors/domain-error";

/**
 * The first step of every PUT/PATCH transaction: locks the entity's row (PostgreSQL: FOR UPDATE;
 * SQLite runs one write transaction at a time), so concurrent writes of one entity run one after
 * the other instead of interleaving their tag and custom-field rows. Returns the new `updatedAt`,
 * strictly later than the current one so every write is a new version even within a millisecond.
 *
 * `expected` is the `updatedAt` of the version the client's If-Match named (the API wrapper checked
 * the tag before the write): a write committed since then makes this one a 412, so of several
 * writers holding one ETag exactly one wins.
 */
export async function claimEntity(
  tx: Tx,
  ctx: TenantContext,
  id: string,
  expected: string | undefined,
): Promise<Date> {
  if (providerOf(config().databaseUrl) === "postgresql") {
    await tx.$executeRaw`SELECT 1 FROM "Entity" WHERE "id" = ${id} AND "groupId" = ${ctx.groupId} FOR UPDATE`;
  }
  const row = await tx.entity.findFirst({
    where: { id, groupId: ctx.groupId },
    select: { updatedAt: true },
  });
  if (!row) throw notFound();
  if (expected !== undefined && row.updatedAt.getTime() !== new Date(expected).getTime())
    throw preconditionFailed();
  return new Date(Math.max(Date.now(), row.updatedAt.getTime() + 1));
}
