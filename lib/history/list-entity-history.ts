import type { TenantContext } from "@/lib/auth/principal";
import { db } from "@/lib/db/client";
import { notFound } from "@/lib/errors/domain-error";
import {
  fieldChangeOut,
  type EntityHistoryOut,
  type EntityHistoryQuery,
  type FieldChange,
} from "@/lib/schemas/history";

const DEFAULT_PAGE_SIZE = 20;

/**
 * `GET /v1/entities/{id}/history`: the entity's change events, newest first, with who made each
 * and which fields changed. A deleted entity keeps its history (the last item is
 * "entity.deleted") for as long as CAIRN_HISTORY_RETENTION_DAYS keeps its events; an id the group
 * has neither an entity nor events for is 404, as is another group's entity.
 * Updates that changed nothing (a save without edits) are left out.
 */
export async function listEntityHistory(
  ctx: TenantContext,
  entityId: string,
  query: EntityHistoryQuery,
): Promise<EntityHistoryOut> {
  const pageSize = query.pageSize ?? DEFAULT_PAGE_SIZE;
  const page = query.before === undefined ? (query.page ?? 1) : 1;
  const where = {
    groupId: ctx.groupId,
    entityId,
    OR: [{ changes: null }, { changes: { not: "[]" } }],
  };
  const paged = query.before === undefined ? where : { ...where, seq: { lt: query.before } };
  const [rows, total] = await Promise.all([
    db().changeEvent.findMany({
      where: paged,
      orderBy: { seq: "desc" },
      skip: (page - 1) * pageSize,
      // One more than asked tells whether an older page exists.
      take: pageSize + 1,
    }),
    db().changeEvent.count({ where }),
  ]);
  if (total === 0) await assertEntityExists(ctx, entityId);
  const items = rows.slice(0, pageSize);
  const actors = await actorNames(items.map((row) => row.actorId));
  return {
    page,
    pageSize,
    total,
    items: items.map((row) => ({
      id: row.seq,
      type: row.type,
      at: row.at.toISOString(),
      actor: row.actorId ? (actors.get(row.actorId) ?? null) : null,
      changes: parseChanges(row.changes),
    })),
    nextBefore: rows.length > pageSize ? items[items.length - 1]!.seq : null,
  };
}

async function assertEntityExists(ctx: TenantContext, entityId: string): Promise<void> {
  const entity = await db().entity.findFirst({
    where: { id: entityId, groupId: ctx.groupId },
    select: { id: true },
  });
  if (!entity) throw notFound();
}

async function actorNames(ids: (string | null)[]): Promise<Map<string, { id: string; name: string }>> {
  const unique = [...new Set(ids.filter((id): id is string => id !== null))];
  if (unique.length === 0) return new Map();
  const users = await db().user.findMany({
    where: { id: { in: unique } },
    select: { id: true, name: true },
  });
  return new Map(users.map((user) => [user.id, user]));
}

/** Events written before history existed, or by bulk paths, carry no changes. */
function parseChanges(text: string | null): FieldChange[] {
  if (!text) return [];
  try {
    const parsed = fieldChangeOut.array().safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}
