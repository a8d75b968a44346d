import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { EntityListView } from "@/components/entity-list/entity-list-view";
import { apiListQuery, readListParams } from "@/components/entity-list/list-params";
import type { InitialPage } from "@/components/entity-list/use-entity-list";
import { EmptyLocations } from "@/components/locations/empty-locations";
import type { TenantContext } from "@/lib/auth/principal";
import { getEntity } from "@/lib/entities/get-entity";
import { listEntities } from "@/lib/entities/list-entities";
import { listEntityTypes } from "@/lib/entity-types/list-entity-types";
import { getGroup } from "@/lib/groups/groups";
import { entityListQuery } from "@/lib/schemas/entities";
import { pageTenant } from "@/lib/auth/page-tenant";

export const dynamic = "force-dynamic";
export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("common");
  return { title: t("items") };
}

type SearchParams = Record<string, string | string[] | undefined>;

function toSearch(raw: SearchParams): URLSearchParams {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(raw)) {
    for (const item of Array.isArray(value) ? value : value === undefined ? [] : [value])
      search.append(key, item);
  }
  return search;
}

/**
 * The first page, read straight from the domain function with the query the browser would send,
 * so the list paints at once and the client's first query is already answered. A URL the API
 * would refuse (say a malformed tag id) renders no first page; the client then shows the error.
 */
async function firstPage(
  ctx: TenantContext,
  query: Record<string, string | string[]>,
): Promise<InitialPage | undefined> {
  const parsed = entityListQuery.safeParse(query);
  if (!parsed.success) return undefined;
  return { query, page: await listEntities(ctx, parsed.data), at: Date.now() };
}

/** The chosen location's name for the picker, or null when the id is not one of the group's. */
async function locationOf(ctx: TenantContext, id: string) {
  if (!id) return null;
  try {
    const entity = await getEntity(ctx, id);
    return { id: entity.id, name: entity.name };
  } catch {
    return null;
  }
}

export default async function EntitiesPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const ctx = await pageTenant();
  if (!ctx) return <EmptyLocations hasGroup={false} />;
  const params = readListParams(toSearch(await searchParams));
  const query = apiListQuery(params);
  const [initial, entityTypes, group, location] = await Promise.all([
    firstPage(ctx, query),
    listEntityTypes(ctx),
    getGroup(ctx),
    locationOf(ctx, params.parentId),
  ]);
  return (
    <EntityListView
      initial={initial}
      entityTypes={entityTypes}
      currency={group.currency}
      initialLocation={location}
    />
  );
}
