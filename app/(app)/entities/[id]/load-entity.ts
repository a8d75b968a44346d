import { notFound } from "next/navigation";
import { cache } from "react";
import { getEntity } from "@/lib/entities/get-entity";
import { etagOf } from "@/lib/http/etag";
import type { EntityOut } from "@/lib/schemas/entities";
import { hasErrorCode } from "@/lib/errors/domain-error";
import { uuid } from "@/lib/schemas/common";
import { pageTenant } from "@/lib/auth/page-tenant";

/**
 * The signed-in user's tenant and the entity, or the 404 page: an unknown id and another group's
 * entity look the same. Cached per request, so metadata and page share one lookup.
 */
export const loadEntity = cache(async (id: string) => {
  const ctx = await pageTenant();
  if (!ctx || !uuid.safeParse(id).success) notFound();
  try {
    return { ctx, entity: await getEntity(ctx, id, { withNestedCounts: true, withStock: true }) };
  } catch (error) {
    if (hasErrorCode(error, "not_found")) notFound();
    throw error;
  }
});

/**
 * The ETag the API gives this entity (If-Match of the page's writes): of the entity without the
 * consumable fields the page alone reads (`withStock`), which the API's answer leaves out.
 */
export function apiETagOf(entity: EntityOut): string {
  const { minQuantity: _minQuantity, unit: _unit, ...answer } = entity;
  return etagOf(answer);
}
