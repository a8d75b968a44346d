import type { TenantContext } from "@/lib/auth/principal";
import { config } from "@/lib/config/env";
import { getEntity } from "@/lib/entities/get-entity";
import { searchEntities, type EntityFilters } from "@/lib/entities/search-entities";
import type { PrintViewLabel, PrintViewQuery } from "@/lib/schemas/labels";
import { entityPageUrl } from "./entity-page-url";
import { labelEntities, type LabelEntity } from "./label-entities";
import { detailLines, MAX_LABEL_NAME_CHARS, truncate } from "./label-lines.mjs";
import { qrMatrix } from "./qr-matrix.mjs";
import { qrPath } from "./qr-path.mjs";

/** The label's own edge is white, so two modules of quiet zone beside its padding are enough (as on the sheet). */
const QR_QUIET_MODULES = 2;

/** The labels the print view shows, the `total` there were (more than `labels` when cut at the limit). */
export type PrintView = {
  labels: PrintViewLabel[];
  total: number;
  within: { id: string; name: string } | null;
};

const everythingBelow = (parentId: string, isLocation: boolean): EntityFilters => ({
  text: "",
  assetId: null,
  tagIds: [],
  negateTags: false,
  parentIds: [parentId],
  below: true,
  entityTypeIds: [],
  fields: [],
  isLocation,
  rootsOnly: false,
  includeArchived: false,
  onlyWithPhoto: false,
  onlyWithoutPhoto: false,
  orderBy: "name",
  orderDir: "asc",
});

/** What sits anywhere inside the entity: its locations first (shelves, boxes), then its items, by name. */
async function idsWithin(groupId: string, parentId: string, max: number) {
  const [locations, items] = await Promise.all(
    [true, false].map((isLocation) =>
      searchEntities(groupId, everythingBelow(parentId, isLocation), { offset: 0, limit: max }),
    ),
  );
  const ids = [...locations!.hits, ...items!.hits].map((hit) => hit.id);
  return { ids: ids.slice(0, max), total: locations!.total + items!.total };
}

function toLabel(entity: LabelEntity, baseUrl: string): PrintViewLabel {
  const matrix = qrMatrix(entityPageUrl(baseUrl, entity.id));
  return {
    id: entity.id,
    name: truncate(entity.name, MAX_LABEL_NAME_CHARS),
    details: detailLines(entity),
    qr: { modules: matrix.size + 2 * QR_QUIET_MODULES, path: qrPath(matrix, QR_QUIET_MODULES) },
  };
}

/**
 * The labels of the print view page (app/(app)/labels/print): the given entities, or everything
 * inside one, each with its QR code as an SVG path (the same encoder as the PNG and the sheet), at
 * most CAIRN_LABEL_SHEET_MAX of them. Another group's entity is a 404, as on the label routes.
 */
export async function printView(
  ctx: TenantContext,
  query: PrintViewQuery,
  baseUrl: string,
): Promise<PrintView> {
  const max = config().labelSheetMax;
  let ids = query.ids ?? [];
  let total = ids.length;
  let within: PrintView["within"] = null;
  if (query.within) {
    const parent = await getEntity(ctx, query.within);
    within = { id: parent.id, name: parent.name };
    ({ ids, total } = await idsWithin(ctx.groupId, parent.id, max));
  }
  const entities = ids.length > 0 ? await labelEntities(ctx, ids.slice(0, max)) : [];
  return { labels: entities.map((entity) => toLabel(entity, baseUrl)), total, within };
}
