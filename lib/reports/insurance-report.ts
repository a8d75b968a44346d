import type { TenantContext } from "@/lib/auth/principal";
import { db } from "@/lib/db/client";
import { inBatches } from "@/lib/entities/batches";
import { withDescendantTags } from "@/lib/entities/tag-descendants";
import { containerIdsBelow, groupSkeleton } from "@/lib/entities/tree-totals";
import { locationTypeIds } from "@/lib/entity-types/location-types";
import { notFound } from "@/lib/errors/domain-error";
import type { InsuranceReportQuery } from "@/lib/schemas/reports";
import { reportDocument, reportWords, scopeText, type Scope } from "./insurance-document";
import { groupSections, type ContainerName, type ReportRow } from "./insurance-sections";
import { readerDisplay } from "./reader-display";
import { reportRows } from "./report-rows";
import { streamPdf } from "./report-runner";

/** The items in scope; another group's (or no) location or tag is a 404. */
async function scopedRows(
  ctx: TenantContext,
  query: InsuranceReportQuery,
): Promise<{ rows: ReportRow[]; scope: Scope }> {
  const { groupId } = ctx;
  const [location, tag, locationTypes] = await Promise.all([
    query.location
      ? db().entity.findFirst({ where: { id: query.location, groupId }, select: { id: true, name: true } })
      : null,
    query.tag
      ? db().tag.findFirst({ where: { id: query.tag, groupId }, select: { id: true, name: true } })
      : null,
    locationTypeIds(groupId),
  ]);
  if ((query.location && !location) || (query.tag && !tag)) throw notFound();
  const tagWhere = tag
    ? [{ tags: { some: { tagId: { in: await withDescendantTags(groupId, [tag.id]) } } } }]
    : [];
  const rows = location
    ? await inBatches(await containerIdsBelow(groupId, [location.id]), (batch) =>
        reportRows(groupId, locationTypes, [{ parentId: { in: batch } }, ...tagWhere]),
      )
    : await reportRows(groupId, locationTypes, tagWhere);
  const label = location && tag ? "both" : location ? "location" : tag ? "tag" : "all";
  return { rows, scope: { label, location: location?.name, tag: tag?.name } };
}

/**
 * `GET /v1/reports/insurance.pdf` (Cairn): the insurance report of the whole inventory, one
 * location (everything inside it) or one tag, streamed from a worker thread (report-runner.ts).
 */
export async function insuranceReport(
  ctx: TenantContext,
  query: InsuranceReportQuery,
  request: Request,
): Promise<Response> {
  const group = await db().group.findUnique({
    where: { id: ctx.groupId },
    select: { name: true, currency: true },
  });
  if (!group) throw notFound();
  const [{ rows, scope }, { locale, formats }, skeleton] = await Promise.all([
    scopedRows(ctx, query),
    readerDisplay(ctx, request, group.currency),
    groupSkeleton(ctx.groupId),
  ]);
  const containers = new Map<string, ContainerName>(skeleton.map((container) => [container.id, container]));
  const grouped = groupSections(rows, containers, locale);
  const t = reportWords(locale);
  const document = reportDocument(t, formats, locale, group.name, scopeText(t, scope), grouped, new Date());
  const photos = new Map(rows.flatMap((row) => (row.photoKey ? [[row.id, row.photoKey] as const] : [])));
  return streamPdf({ kind: "report", document }, photos, "insurance-report.pdf");
}
