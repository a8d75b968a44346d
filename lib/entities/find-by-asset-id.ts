import type { TenantContext } from "@/lib/auth/principal";
import { db } from "@/lib/db/client";
import { DomainError } from "@/lib/errors/domain-error";
import type { EntityPageOut, PageQuery } from "@/lib/schemas/entities";
import { parseAssetId } from "./asset-id";
import { summarySelect } from "./entity-rows";
import { summarize } from "./entity-summaries";
import { pagingOf } from "./paging";

/** `GET /v1/assets/{assetId}`: the entity with that asset ID, as a (one-row) page. */
export async function findByAssetId(
  ctx: TenantContext,
  assetText: string,
  query: PageQuery,
): Promise<EntityPageOut> {
  const assetId = parseAssetId(assetText);
  if (assetId === null) throw new DomainError("malformed", "invalid route key: id");
  const paging = pagingOf(query.page, query.pageSize);
  const where = { groupId: ctx.groupId, assetId };
  const [total, rows] = await Promise.all([
    db().entity.count({ where }),
    db().entity.findMany({
      where,
      select: summarySelect,
      orderBy: [{ name: "asc" }, { id: "asc" }],
      skip: paging.offset,
      take: paging.limit,
    }),
  ]);
  return { page: paging.page, pageSize: paging.pageSize, total, items: await summarize(ctx.groupId, rows) };
}
