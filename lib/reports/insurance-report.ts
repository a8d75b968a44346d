import type { TenantContext } from "@/lib/auth/principal";
import { db } from "@/lib/db/client";
import { inBatches } from "@/lib/entities/batches";
import { withDescendantTags } from "@/lib/entities/tag-descendants";
import { containerIdsBelow, groupSkeleton } from "@/lib/entities/tree-totals";
import { locationTypeIds } from "@/lib/entity-types/location-types";
import { notFound } from "@/lib/errors/domain-error";
import type { Formats } from "@/lib/i18n/format";
import { translatorFor } from "@/lib/i18n/translator";
import { numberFromMinor } from "@/lib/money";
import type { InsuranceReportQuery } from "@/lib/schemas/reports";
import type { ReportDocument } from "./insurance-report-pdf.mjs";
import {
  groupSections,
  replacementValue,
  type ContainerName,
  type ReportRow,
  type ReportSections,
} from "./insurance-sections";
import { pdfWordsLocale, winAnsiFriendly } from "./pdf-words";
import { readerDisplay } from "./reader-display";
import { reportRows } from "./report-rows";
import { streamPdf } from "./report-runner";

type Scope = { label: "all" | "location" | "tag" | "both"; location?: string; tag?: string };

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

type Words = ReturnType<typeof translatorFor<"report">>;

function scopeText(t: Words, scope: Scope): string {
  const location = scope.location ? t("scopeLocation", { name: scope.location }) : "";
  const tag = scope.tag ? t("scopeTag", { name: scope.tag }) : "";
  return [location, tag].filter(Boolean).join(" · ") || t("scopeAll");
}

const money = (f: Formats, minor: bigint) => f.money(numberFromMinor(minor));

/** The detail lines under an item's name: make and numbers, purchase, documents. */
function itemLines(t: Words, f: Formats, row: ReportRow): string[] {
  const make = [
    row.manufacturer && `${t("manufacturer")}: ${row.manufacturer}`,
    row.modelNumber && `${t("model")}: ${row.modelNumber}`,
    row.serialNumber && `${t("serial")}: ${row.serialNumber}`,
  ].filter(Boolean);
  const price = row.purchasePrice
    ? t("priceTimesQuantity", { price: money(f, row.purchasePrice), quantity: f.count(row.quantity) })
    : `${t("noPrice")} · ${t("quantity")}: ${f.count(row.quantity)}`;
  const purchase = [
    row.purchaseDate ? `${t("purchased")}: ${f.day(row.purchaseDate.toISOString())}` : "",
    price,
  ]
    .filter(Boolean)
    .join(" · ");
  const documents = row.documents.map(
    (document) => `${document.type === "receipt" ? t("receipt") : t("warranty")}: ${document.title || "—"}`,
  );
  return [make.join(" · "), purchase, documents.join(" · ")].filter(Boolean).map(winAnsiFriendly);
}

/** Every word and figure of the report, for the worker to lay out. */
export function reportDocument(
  t: Words,
  f: Formats,
  lang: string,
  groupName: string,
  scope: string,
  grouped: ReportSections,
  now: Date,
): ReportDocument {
  const heading = (path: string[]) => (path.length > 0 ? path.join(" › ") : t("noLocation"));
  const total = money(f, grouped.total);
  return {
    title: winAnsiFriendly(`${t("title")} – ${groupName}`),
    lang,
    footer: winAnsiFriendly(`${groupName} · ${t("title")} · ${scope} · ${f.dateTime(now)}`),
    pageLabel: t("page", { page: "{page}" }),
    continued: t("continued"),
    empty: t("empty"),
    cover: {
      heading: t("title"),
      subheading: winAnsiFriendly(groupName),
      facts: [
        [t("created"), f.dateTime(now)],
        [t("scope"), winAnsiFriendly(scope)],
        [t("items"), f.count(grouped.items)],
        [t("totalValue"), total],
      ],
      note: t("definition", { currency: f.currency }),
      summaryHeading: t("summary"),
      summaryColumns: [t("location"), t("items"), t("subtotal")],
      summary: grouped.sections.map((section) => [
        winAnsiFriendly(heading(section.path)),
        f.count(section.rows.length),
        money(f, section.total),
      ]),
    },
    sections: grouped.sections.map((section) => ({
      heading: winAnsiFriendly(heading(section.path)),
      totalLabel: t("subtotal"),
      total: money(f, section.total),
      items: section.rows.map((row) => ({
        name: winAnsiFriendly(row.name),
        lines: itemLines(t, f, row),
        value: money(f, replacementValue(row)),
        photo: row.photoKey ? row.id : null,
      })),
    })),
    grandTotal: [t("totalValue"), total],
  };
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
  const words = pdfWordsLocale(locale);
  const t = translatorFor(words, "report");
  const document = reportDocument(t, formats, locale, group.name, scopeText(t, scope), grouped, new Date());
  const photos = new Map(rows.flatMap((row) => (row.photoKey ? [[row.id, row.photoKey] as const] : [])));
  return streamPdf({ kind: "report", document }, photos, "insurance-report.pdf");
}
