import type { Metadata } from "next";
import { NavSection } from "@/components/app-shell/nav-section";
import { Breadcrumbs } from "@/components/entity/breadcrumbs";
import { EntityActions } from "@/components/entity/entity-actions";
import { EntityAttachments } from "@/components/entity/entity-attachments";
import { EntityContents } from "@/components/entity/entity-contents";
import { EntityDetails } from "@/components/entity/entity-details";
import { EntityHeader } from "@/components/entity/entity-header";
import { EntityHistory } from "@/components/entity-history/entity-history";
import { EntityLoans } from "@/components/loans/entity-loans";
import { MaintenanceLog } from "@/components/entity/maintenance-log";
import { NestedTotals } from "@/components/entity/nested-totals";
import { StockPanel } from "@/components/stock/stock-panel";
import { stockPanelProps } from "@/components/stock/stock-panel-props";
import { entityPath } from "@/lib/entities/entity-path";
import { getNestedTotals } from "@/lib/entities/get-nested-totals";
import { listEntities } from "@/lib/entities/list-entities";
import { getGroup } from "@/lib/groups/groups";
import { entityListQuery } from "@/lib/schemas/entities";
import { apiETagOf, loadEntity } from "./load-entity";

export const dynamic = "force-dynamic";

/** Contents are paged on the server; this many per page. */
const CONTENTS_PAGE_SIZE = 50;

type EntityPageProps = {
  params: Promise<{ id: string }>;
  searchParams: Promise<{ page?: string | string[] }>;
};

export async function generateMetadata({ params }: EntityPageProps): Promise<Metadata> {
  const { entity } = await loadEntity((await params).id);
  return { title: entity.name };
}

function pageNumber(raw: string | string[] | undefined): number {
  const value = Number(Array.isArray(raw) ? raw[0] : raw);
  return Number.isSafeInteger(value) && value > 1 ? value : 1;
}

/** An item's or a location's page: the URL a label's QR code opens. */
export default async function EntityPage({ params, searchParams }: EntityPageProps) {
  const { id } = await params;
  const page = pageNumber((await searchParams).page);
  const { ctx, entity } = await loadEntity(id);
  const isLocation = entity.entityType?.isLocation === true;
  const [path, items, group, nested] = await Promise.all([
    entityPath(ctx, id),
    listEntities(
      ctx,
      entityListQuery.parse({ parentIds: id, page: String(page), pageSize: String(CONTENTS_PAGE_SIZE) }),
    ),
    getGroup(ctx),
    isLocation ? getNestedTotals(ctx, id) : null,
  ]);
  const locations = entity.children ?? [];
  const showContents = isLocation || items.total > 0 || locations.length > 0;

  return (
    <article aria-labelledby="entity-heading" className="space-y-6">
      <NavSection href={isLocation ? "/locations" : "/entities"} />
      <div>
        <Breadcrumbs path={path} />
        <EntityHeader entity={entity} currency={group.currency} />
      </div>
      {/* First after the header: a scanned label opens this page, −1 / +1 are one tap away. */}
      {!isLocation && <StockPanel {...stockPanelProps(entity)} />}
      <EntityActions
        entity={entity}
        etag={apiETagOf(entity)}
        holdsSomething={items.total > 0 || locations.length > 0}
      />
      {!isLocation && <EntityLoans entityId={entity.id} />}
      {nested && <NestedTotals locationId={entity.id} totals={nested} currency={group.currency} />}
      {showContents && (
        <EntityContents entityId={entity.id} locations={locations} items={items} currency={group.currency} />
      )}
      <EntityDetails entity={entity} currency={group.currency} />
      <EntityAttachments entityId={entity.id} attachments={entity.attachments} />
      <MaintenanceLog entityId={entity.id} />
      <EntityHistory entityId={entity.id} />
    </article>
  );
}
