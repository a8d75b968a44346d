import type { TenantContext } from "@/lib/auth/principal";
import { db } from "@/lib/db/client";
import { ancestorChain } from "@/lib/entities/entity-ancestors";
import { formatAssetId } from "@/lib/entities/asset-id";
import { notFound } from "@/lib/errors/domain-error";
import type { Formats } from "@/lib/i18n/format";
import { translatorFor } from "@/lib/i18n/translator";
import { entityPageUrl } from "@/lib/labels/entity-page-url";
import { numberFromMinor } from "@/lib/money";
import type { ItemSheetDocument } from "./item-sheet-pdf.mjs";
import { readerDisplay } from "./reader-display";
import { streamPdf } from "./report-runner";

type Words = ReturnType<typeof translatorFor<"report">>;
type EntityWords = ReturnType<typeof translatorFor<"entity">>;

const isStoredImage = (file: { path: string; mimeType: string }) =>
  file.mimeType.startsWith("image/") && !/^[a-z][a-z0-9+.-]*:/i.test(file.path);

async function loadEntity(ctx: TenantContext, id: string) {
  const entity = await db().entity.findFirst({
    where: { id, groupId: ctx.groupId },
    include: {
      entityType: { select: { name: true } },
      tags: { select: { tag: { select: { name: true } } } },
      fields: { orderBy: [{ position: "asc" }, { createdAt: "asc" }] },
      attachments: {
        where: { type: { not: "thumbnail" } },
        orderBy: [{ type: "asc" }, { position: "asc" }, { createdAt: "asc" }],
        include: { thumbnail: { select: { path: true, mimeType: true } } },
      },
    },
  });
  if (!entity) throw notFound();
  return entity;
}

type SheetEntity = Awaited<ReturnType<typeof loadEntity>>;

/** Every field with a value, as label and text; empty ones are left out. */
function facts(t: Words, e: EntityWords, f: Formats, entity: SheetEntity): [string, string][] {
  const day = (date: Date | null) => (date ? f.day(date.toISOString()) : "");
  const price = (minor: bigint) => (minor ? f.money(numberFromMinor(minor)) : "");
  const rows: [string, string][] = [
    [t("assetId"), entity.assetId ? formatAssetId(entity.assetId) : ""],
    [e("fields.type"), entity.entityType?.name ?? ""],
    [t("description"), entity.description],
    [t("tags"), entity.tags.map((link) => link.tag.name).join(", ")],
    [t("quantity"), f.count(entity.quantity)],
    [e("fields.insured"), entity.insured ? t("yes") : t("no")],
    [e("fields.manufacturer"), entity.manufacturer],
    [e("fields.modelNumber"), entity.modelNumber],
    [e("fields.serialNumber"), entity.serialNumber],
    [e("fields.purchaseDate"), day(entity.purchaseDate)],
    [e("fields.purchasedFrom"), entity.purchaseFrom],
    [e("fields.purchasePrice"), price(entity.purchasePrice)],
    [e("fields.lifetimeWarranty"), entity.lifetimeWarranty ? t("yes") : ""],
    [e("fields.warrantyExpires"), day(entity.warrantyExpires)],
    [e("fields.warrantyDetails"), entity.warrantyDetails],
    [e("fields.soldOn"), day(entity.soldDate)],
    [e("fields.soldTo"), entity.soldTo],
    [e("fields.soldPrice"), price(entity.soldPrice)],
    [e("fields.soldNotes"), entity.soldNotes],
    ...entity.fields.map((field): [string, string] => [
      field.name,
      field.type === "number"
        ? f.count(Number(field.numberValue))
        : field.type === "boolean"
          ? field.booleanValue
            ? t("yes")
            : t("no")
          : field.type === "time"
            ? f.dateTime(field.timeValue)
            : field.textValue,
    ]),
    [t("notes"), entity.notes],
  ];
  return rows.filter(([, value]) => value.trim() !== "");
}

/**
 * `GET /v1/entities/{id}/sheet.pdf` (Cairn): one entity's printable sheet (every field, its photo,
 * its attachments and its QR label), drawn in a report worker. Another group's entity is a 404.
 */
export async function itemSheet(
  ctx: TenantContext,
  id: string,
  request: Request,
  baseUrl: string,
): Promise<Response> {
  const [entity, chain, group] = await Promise.all([
    loadEntity(ctx, id),
    ancestorChain(ctx.groupId, id),
    db().group.findUnique({ where: { id: ctx.groupId }, select: { name: true, currency: true } }),
  ]);
  if (!group) throw notFound();
  const { locale, formats } = await readerDisplay(ctx, request, group.currency);
  const t = translatorFor(locale, "report");
  const e = translatorFor(locale, "entity");
  const photo =
    entity.attachments.find((a) => a.type === "photo" && a.primary) ??
    entity.attachments.find((a) => a.type === "photo");
  const photoKey = photo
    ? [photo.thumbnail, photo].find((file) => file && isStoredImage(file))?.path
    : undefined;
  const path = chain
    .slice(1)
    .reverse()
    .map((link) => link.name)
    .join(" › ");
  const kind = (type: string) => {
    const word = e("attachments.kind", { type });
    return word.charAt(0).toLocaleUpperCase(locale) + word.slice(1);
  };
  const document: ItemSheetDocument = {
    title: `${t("sheetTitle")} – ${entity.name}`,
    lang: locale,
    footer: `${group.name} · ${t("sheetTitle")} · ${formats.dateTime(new Date())}`,
    pageLabel: t("page", { page: "{page}" }),
    heading: entity.name,
    subheading: path || t("noLocation"),
    photo: photoKey ? "photo" : null,
    qr: {
      url: entityPageUrl(baseUrl, entity.id),
      caption: [
        entity.assetId ? `${t("assetId")}: ${formatAssetId(entity.assetId)}` : "",
        t("scanToOpen"),
      ].filter(Boolean),
    },
    facts: facts(t, e, formats, entity),
    attachmentsHeading: t("attachments"),
    attachments:
      entity.attachments.length > 0
        ? entity.attachments.map((a) => `${kind(a.type)}: ${a.title || "—"}`)
        : [t("noAttachments")],
  };
  const photos = new Map(photoKey ? [["photo", photoKey] as const] : []);
  return streamPdf({ kind: "sheet", document }, photos, "item-sheet.pdf");
}
