import type { Tx } from "@/lib/db/client";
import { providerOf } from "@/lib/db/database-url.mjs";
import { config } from "@/lib/config/env";
import { isCurrencyCode } from "@/lib/currencies/currencies";
import { bulkInsert } from "@/lib/data-exchange/bulk-insert";
import { chunked } from "@/lib/data-exchange/chunked";
import { lockEntityTree } from "@/lib/entities/entity-tree-lock";
import {
  mapEntityFields,
  type EntityFieldName,
  type KindOf,
  type NamedFieldSpec,
} from "@/lib/entities/value-fields";
import { MAX_TREE_DEPTH } from "@/lib/entities/tree-depth";
import { recordEvents } from "@/lib/events/record-events";
import { MAX_MONEY, minorFromNumber } from "@/lib/money";
import { ATTACHMENT_TYPES } from "@/lib/schemas/attachments";
import { MAX_QUANTITY } from "@/lib/schemas/entities";
import { MAX_TAG_DEPTH } from "@/lib/tags/tag-tree";
import type { StoredAttachmentFile } from "./homebox-files";
import { HomeboxImportError } from "./import-error";
import type { ImportMode, ImportReport, RecordKind } from "./import-report";
import type { UserMapping } from "./import-users";
import type { HomeboxInstance } from "./read-homebox";
import { treeForCairn } from "./tree-order";

type Group = HomeboxInstance["groups"][number];
type IdReader = {
  findMany(args: {
    where: { id: { in: string[] } };
    select: { id: true; groupId: true };
  }): Promise<Array<{ id: string; groupId: string }>>;
};

export type GroupImport = {
  instance: HomeboxInstance;
  group: Group;
  mode: ImportMode;
  users: UserMapping;
  files: Map<string, StoredAttachmentFile>;
  report: ImportReport;
};

/** HomeBox names its two built-in types with translation keys. */
const BUILT_IN_TYPE_NAMES: Record<string, { name: string; icon: string }> = {
  "global.location": { name: "Location", icon: "map-pin" },
  "global.item": { name: "Item", icon: "package" },
};

type CairnValues = { [N in EntityFieldName]: CairnValueOfKind[KindOf<N>] };
type CairnValueOfKind = {
  text: string;
  longText: string;
  number: number;
  money: bigint;
  date: Date | null;
  boolean: boolean;
};

/** "purchasePrice" → "purchase price", for the report. */
const words = (name: string) => name.replace(/[A-Z]/g, (letter) => ` ${letter.toLowerCase()}`);

/** A calendar date as Cairn keeps one: that day at 00:00 UTC. */
const dateOnly = (date: Date | null) =>
  date ? new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate())) : null;

/**
 * The ids among `ids` that the group already holds (a second run updates them). An id held by
 * another group stops the group's import: kept ids must never reach into someone else's records.
 */
async function idsInGroup(
  reader: unknown,
  ids: string[],
  groupId: string,
  what: string,
): Promise<Set<string>> {
  const inGroup = new Set<string>();
  for (const batch of chunked(ids, 500)) {
    for (const row of await (reader as IdReader).findMany({
      where: { id: { in: batch } },
      select: { id: true, groupId: true },
    })) {
      if (row.groupId !== groupId) {
        throw new HomeboxImportError(`${what} ${row.id} already exists in another Cairn group`);
      }
      inGroup.add(row.id);
    }
  }
  return inGroup;
}

/**
 * Whether the group exists in Cairn already; from the web, an existing group may only be written by
 * its owner. Checked before the group's files are stored and again inside its transaction.
 */
export async function assertMayWriteGroup(client: Tx, mode: ImportMode, groupId: string): Promise<boolean> {
  const existing = await client.group.findUnique({ where: { id: groupId }, select: { id: true } });
  if (existing && mode.kind === "web") {
    const membership = await client.groupMembership.findUnique({
      where: { userId_groupId: { userId: mode.actorUserId, groupId } },
    });
    if (membership?.role !== "owner") {
      throw new HomeboxImportError("this group exists in Cairn already and you are not its owner");
    }
  }
  return !!existing;
}

/** Writes one HomeBox group and everything in it; runs inside the group's own transaction. */
export async function importGroup(tx: Tx, job: GroupImport): Promise<void> {
  const { instance, group, mode, report } = job;
  const groupId = group.id;
  const now = new Date();
  const counted = (kind: RecordKind, existing: Set<string>, id: string) =>
    report.count(kind, existing.has(id) ? "updated" : "created");

  // --- The group ------------------------------------------------------------------------------
  const currency = group.currency.toUpperCase();
  const groupData = { name: group.name || "Home", ...(isCurrencyCode(currency) ? { currency } : {}) };
  const existingGroup = await assertMayWriteGroup(tx, mode, groupId);
  if (existingGroup) {
    await tx.group.update({ where: { id: groupId }, data: groupData });
    report.count("groups", "updated");
  } else {
    await tx.group.create({ data: { id: groupId, ...groupData, createdAt: group.createdAt ?? undefined } });
    report.count("groups", "created");
  }
  await lockEntityTree(tx, groupId);

  // --- Members and invitations ----------------------------------------------------------------
  const members = new Set<string>();
  for (const membership of instance.memberships.filter((m) => m.groupId === groupId)) {
    const user = job.users.get(membership.userId);
    if (!user?.mayJoin) {
      report.count("memberships", "skipped");
      continue;
    }
    const key = { userId_groupId: { userId: user.cairnId, groupId } };
    const existing = await tx.groupMembership.findUnique({ where: key });
    if (existing) {
      if (user.createdOrOwned)
        await tx.groupMembership.update({ where: key, data: { role: membership.role } });
      report.count("memberships", "updated");
    } else {
      await tx.groupMembership.create({ data: { userId: user.cairnId, groupId, role: membership.role } });
      report.count("memberships", "created");
    }
    members.add(user.cairnId);
  }
  if (mode.kind === "web" && !members.has(mode.actorUserId)) {
    // The owner who brought the group in can always reach it.
    await tx.groupMembership.upsert({
      where: { userId_groupId: { userId: mode.actorUserId, groupId } },
      create: { userId: mode.actorUserId, groupId, role: "owner" },
      update: { role: "owner" },
    });
    members.add(mode.actorUserId);
  }

  const invitations = instance.invitations.filter(
    (invitation) =>
      invitation.groupId === groupId &&
      invitation.uses > 0 &&
      invitation.expiresAt &&
      invitation.expiresAt > now,
  );
  const knownInvitations = await idsInGroup(
    tx.groupInvitation,
    invitations.map((i) => i.id),
    groupId,
    "invitation",
  );
  for (const invitation of invitations) {
    const holder = await tx.groupInvitation.findUnique({ where: { tokenHash: invitation.tokenHash } });
    if (holder && holder.id !== invitation.id) {
      report.count("invitations", "skipped");
      continue;
    }
    const data = { uses: Math.min(Math.trunc(invitation.uses), 1_000_000), expiresAt: invitation.expiresAt! };
    if (knownInvitations.has(invitation.id)) {
      await tx.groupInvitation.update({ where: { id: invitation.id }, data });
    } else {
      await tx.groupInvitation.create({
        data: { id: invitation.id, groupId, tokenHash: invitation.tokenHash, ...data },
      });
    }
    counted("invitations", knownInvitations, invitation.id);
  }

  // --- Entity types ---------------------------------------------------------------------------
  const types = instance.entityTypes.filter((type) => type.groupId === groupId);
  const knownTypes = await idsInGroup(
    tx.entityType,
    types.map((t) => t.id),
    groupId,
    "entity type",
  );
  for (const type of types) {
    const builtIn = BUILT_IN_TYPE_NAMES[type.name];
    const data = {
      name: builtIn?.name ?? type.name,
      description: type.description,
      icon: type.icon || builtIn?.icon || "",
      isLocation: type.isLocation,
      updatedAt: type.updatedAt ?? now,
    };
    if (knownTypes.has(type.id)) await tx.entityType.update({ where: { id: type.id }, data });
    else
      await tx.entityType.create({
        data: { id: type.id, groupId, ...data, createdAt: type.createdAt ?? now },
      });
    counted("entityTypes", knownTypes, type.id);
  }
  const typeById = new Map(types.map((type) => [type.id, type]));
  const fallbackType = async (isLocation: boolean) => {
    const found = await tx.entityType.findFirst({
      where: { groupId, isLocation },
      orderBy: { createdAt: "asc" },
    });
    return (
      found ??
      (await tx.entityType.create({
        data: {
          groupId,
          name: isLocation ? "Location" : "Item",
          icon: isLocation ? "map-pin" : "package",
          isLocation,
        },
      }))
    ).id;
  };
  const itemTypeId = await fallbackType(false);
  await fallbackType(true);

  // --- Tags -----------------------------------------------------------------------------------
  const tags = instance.tags.filter((tag) => tag.groupId === groupId);
  const tagTree = treeForCairn(tags, MAX_TAG_DEPTH);
  if (tagTree.moved.length > 0) {
    report.warn(`${tagTree.moved.length} tag(s) nested deeper than ${MAX_TAG_DEPTH} levels were moved up`);
  }
  const knownTags = await idsInGroup(
    tx.tag,
    tags.map((t) => t.id),
    groupId,
    "tag",
  );
  const tagById = new Map(tags.map((tag) => [tag.id, tag]));
  for (const id of tagTree.order) {
    const tag = tagById.get(id)!;
    const data = {
      name: tag.name,
      description: tag.description,
      color: tag.color,
      icon: tag.icon,
      parentId: tagTree.parentOf.get(id) ?? null,
      updatedAt: tag.updatedAt ?? now,
    };
    if (knownTags.has(id)) await tx.tag.update({ where: { id }, data });
    else await tx.tag.create({ data: { id, groupId, ...data, createdAt: tag.createdAt ?? now } });
    counted("tags", knownTags, id);
  }

  // --- Items and locations --------------------------------------------------------------------
  const entities = instance.entities.filter((entity) => entity.groupId === groupId);
  const entityTree = treeForCairn(entities, MAX_TREE_DEPTH);
  if (entityTree.moved.length > 0) {
    report.warn(
      `${entityTree.moved.length} item(s) or location(s) whose parent was missing, circular or deeper than ` +
        `${MAX_TREE_DEPTH} levels were placed higher up`,
    );
  }
  const knownEntities = await idsInGroup(
    tx.entity,
    entities.map((e) => e.id),
    groupId,
    "item or location",
  );
  const takenAssetIds = new Map<number, string>();
  const takenImportRefs = new Map<string, string>();
  for (const row of await tx.entity.findMany({
    where: { groupId, OR: [{ assetId: { not: null } }, { importRef: { not: null } }] },
    select: { id: true, assetId: true, importRef: true },
  })) {
    if (row.assetId !== null) takenAssetIds.set(row.assetId, row.id);
    if (row.importRef !== null) takenImportRefs.set(row.importRef, row.id);
  }
  const clampMoney = (value: number, what: string, name: string) => {
    if (value >= 0 && value <= MAX_MONEY) return minorFromNumber(value);
    report.warn(`${name}: the ${what} ${value} is outside 0…${MAX_MONEY} and was set to 0`);
    return 0n;
  };
  /** A field's value as Cairn keeps it: dates as calendar days, money in ten-thousandths. */
  const cairnValue = (field: NamedFieldSpec, value: unknown, name: string) => {
    if (field.kind === "date") return dateOnly(value as Date | null);
    if (field.kind === "money") return clampMoney(value as number, words(field.name), name);
    return value;
  };
  let roundedQuantities = 0;
  let maxAssetId = 0;
  const entityById = new Map(entities.map((entity) => [entity.id, entity]));
  const entityRows = entityTree.order.map((id) => {
    const entity = entityById.get(id)!;
    let assetId: number | null =
      entity.assetId > 0 && entity.assetId <= 2_147_483_647 ? entity.assetId : null;
    if (assetId !== null && (takenAssetIds.get(assetId) ?? id) !== id) {
      report.warn(`${entity.name}: asset ID ${assetId} is used twice in the group; this copy has none now`);
      assetId = null;
    }
    if (assetId !== null) {
      takenAssetIds.set(assetId, id);
      maxAssetId = Math.max(maxAssetId, assetId);
    }
    let importRef = entity.importRef;
    if (importRef !== null && (takenImportRefs.get(importRef) ?? id) !== id) importRef = null;
    if (importRef !== null) takenImportRefs.set(importRef, id);
    let quantity = Math.round(entity.quantity);
    if (quantity !== entity.quantity) roundedQuantities++;
    quantity = Math.min(Math.max(quantity, 0), MAX_QUANTITY);
    const type = entity.entityTypeId ? typeById.get(entity.entityTypeId) : undefined;
    return {
      id,
      groupId,
      entityTypeId: type ? type.id : itemTypeId,
      parentId: entityTree.parentOf.get(id) ?? null,
      importRef,
      assetId,
      ...(mapEntityFields((field) => cairnValue(field, entity[field.name], entity.name)) as CairnValues),
      // Rounded and clamped above, where the rounding is counted for the report.
      quantity,
      createdAt: entity.createdAt ?? now,
      updatedAt: entity.updatedAt ?? now,
    };
  });
  if (roundedQuantities > 0) {
    report.warn(
      `${roundedQuantities} fractional quantit${roundedQuantities === 1 ? "y was" : "ies were"} rounded to whole numbers`,
    );
  }
  for (const row of entityRows) {
    report.count(
      typeById.get(row.entityTypeId)?.isLocation ? "locations" : "items",
      knownEntities.has(row.id) ? "updated" : "created",
    );
  }

  // Custom fields and tag links of the group's imported entities are replaced as a whole.
  const importedEntityIds = entityTree.order;
  const knownFields = new Set<string>();
  for (const batch of chunked(importedEntityIds, 500)) {
    for (const field of await tx.entityField.findMany({
      where: { groupId, entityId: { in: batch } },
      select: { id: true },
    })) {
      knownFields.add(field.id);
    }
  }
  for (const batch of chunked(importedEntityIds, 500)) {
    await tx.entityField.deleteMany({ where: { groupId, entityId: { in: batch } } });
    await tx.entityTag.deleteMany({ where: { entityId: { in: batch } } });
  }
  const entityIds = new Set(importedEntityIds);
  const positions = new Map<string, number>();
  const fieldRows = instance.fields
    .filter((field) => field.entityId !== null && entityIds.has(field.entityId))
    .map((field) => {
      const position = positions.get(field.entityId!) ?? 0;
      positions.set(field.entityId!, position + 1);
      return {
        id: field.id,
        groupId,
        entityId: field.entityId!,
        position,
        name: field.name,
        description: field.description,
        type: field.type,
        textValue: field.textValue,
        numberValue: BigInt(Math.trunc(field.numberValue)),
        booleanValue: field.booleanValue,
        timeValue: field.timeValue,
        createdAt: field.createdAt ?? now,
        updatedAt: field.createdAt ?? now,
      };
    });
  await idsInGroup(
    tx.entityField,
    fieldRows.map((f) => f.id),
    groupId,
    "custom field",
  );
  for (const field of fieldRows) counted("customFields", knownFields, field.id);
  const tagIds = new Set(tags.map((tag) => tag.id));
  const linkRows = instance.entityTags.filter(
    (link) => entityIds.has(link.entityId) && tagIds.has(link.tagId),
  );

  const provider = providerOf(config().databaseUrl);
  const creations = entityRows.filter((row) => !knownEntities.has(row.id));
  const writeLinks = async () => {
    await bulkInsert(tx, provider, "EntityField", fieldRows[0] ?? {}, fieldRows);
    await bulkInsert(tx, provider, "EntityTag", { entityId: null, tagId: null }, linkRows);
  };
  if (provider === "sqlite") {
    // As in the CSV import: an entity inserted after its fields and tags is indexed for search once.
    await tx.$executeRawUnsafe("PRAGMA defer_foreign_keys = ON");
    await writeLinks();
    if (creations.length > 0) await bulkInsert(tx, provider, "Entity", creations[0]!, creations);
  } else {
    if (creations.length > 0) await bulkInsert(tx, provider, "Entity", creations[0]!, creations);
    await writeLinks();
  }
  for (const row of entityRows.filter((r) => knownEntities.has(r.id))) {
    const { id, groupId: _group, ...data } = row;
    await tx.entity.update({ where: { id }, data });
  }

  // --- Templates ------------------------------------------------------------------------------
  const templates = instance.templates.filter((template) => template.groupId === groupId);
  const knownTemplates = await idsInGroup(
    tx.template,
    templates.map((t) => t.id),
    groupId,
    "template",
  );
  for (const template of templates) {
    const data = {
      name: template.name,
      description: template.description,
      notes: template.notes,
      defaultName: template.defaultName,
      defaultDescription: template.defaultDescription,
      defaultManufacturer: template.defaultManufacturer,
      defaultModelNumber: template.defaultModelNumber,
      defaultQuantity: Math.min(Math.max(Math.round(template.defaultQuantity), 0), MAX_QUANTITY),
      defaultInsured: template.defaultInsured,
      defaultLifetimeWarranty: template.defaultLifetimeWarranty,
      defaultWarrantyDetails: template.defaultWarrantyDetails,
      defaultLocationId:
        template.defaultLocationId && entityIds.has(template.defaultLocationId)
          ? template.defaultLocationId
          : null,
      includePurchaseFields: template.includePurchaseFields,
      includeSoldFields: template.includeSoldFields,
      includeWarrantyFields: template.includeWarrantyFields,
      updatedAt: template.updatedAt ?? now,
    };
    if (knownTemplates.has(template.id)) await tx.template.update({ where: { id: template.id }, data });
    else
      await tx.template.create({
        data: { id: template.id, groupId, ...data, createdAt: template.createdAt ?? now },
      });
    counted("templates", knownTemplates, template.id);
    await tx.templateDefaultTag.deleteMany({ where: { templateId: template.id } });
    const defaultTags = [...new Set(template.defaultTagIds)].filter((id) => tagIds.has(id));
    if (defaultTags.length > 0) {
      await tx.templateDefaultTag.createMany({
        data: defaultTags.map((tagId) => ({ templateId: template.id, tagId })),
      });
    }
    await tx.templateField.deleteMany({ where: { templateId: template.id } });
    const fields = instance.templateFields.filter((field) => field.templateId === template.id);
    await idsInGroup(
      tx.templateField,
      fields.map((f) => f.id),
      groupId,
      "template field",
    );
    if (fields.length > 0) {
      await tx.templateField.createMany({
        data: fields.map((field, position) => ({
          id: field.id,
          groupId,
          templateId: template.id,
          position,
          name: field.name,
          description: field.description,
          type: field.type,
          textValue: field.textValue,
          numberValue: BigInt(Math.trunc(field.numberValue)),
          booleanValue: field.booleanValue,
          timeValue: field.timeValue,
          createdAt: field.createdAt ?? now,
          updatedAt: field.createdAt ?? now,
        })),
      });
    }
  }
  const templateIds = new Set(templates.map((template) => template.id));
  for (const type of types) {
    const defaultTemplateId =
      type.defaultTemplateId && templateIds.has(type.defaultTemplateId) ? type.defaultTemplateId : null;
    await tx.entityType.update({ where: { id: type.id }, data: { defaultTemplateId } });
  }

  // --- Maintenance ----------------------------------------------------------------------------
  const entries = instance.maintenance.filter((entry) => entityIds.has(entry.entityId));
  const knownEntries = await idsInGroup(
    tx.maintenanceEntry,
    entries.map((e) => e.id),
    groupId,
    "maintenance entry",
  );
  for (const entry of entries) {
    const data = {
      entityId: entry.entityId,
      name: entry.name,
      description: entry.description,
      cost: clampMoney(entry.cost, "maintenance cost", entry.name),
      completedDate: dateOnly(entry.completedDate),
      scheduledDate: dateOnly(entry.scheduledDate),
      updatedAt: entry.updatedAt ?? now,
    };
    if (knownEntries.has(entry.id)) await tx.maintenanceEntry.update({ where: { id: entry.id }, data });
    else
      await tx.maintenanceEntry.create({
        data: { id: entry.id, groupId, ...data, createdAt: entry.createdAt ?? now },
      });
    counted("maintenance", knownEntries, entry.id);
  }

  // --- Attachments, their thumbnails and the primary photo ------------------------------------
  const { originals, thumbnails } = attachmentsOfGroup(instance, entityIds);
  const knownAttachments = await idsInGroup(
    tx.attachment,
    [...originals, ...thumbnails.map((t) => t.thumbnail)].map((a) => a.id),
    groupId,
    "attachment",
  );
  const primaryTaken = new Set<string>();
  const imported = new Set<string>();
  const writeAttachment = async (
    attachment: HomeboxInstance["attachments"][number],
    entityId: string,
    type: string,
    primary: boolean,
    kind: RecordKind,
  ) => {
    const file = job.files.get(attachment.id);
    if (!file) {
      report.count(kind, "skipped");
      report.warn(
        `the file of "${attachment.title || attachment.id}" (${attachment.path}) was not found; it was left out`,
      );
      return;
    }
    const data = {
      entityId,
      type,
      title: attachment.title,
      mimeType: file.mimeType,
      path: file.key,
      size: BigInt(file.size),
      contentHash: file.sha256,
      primary,
      updatedAt: attachment.updatedAt ?? now,
    };
    if (knownAttachments.has(attachment.id))
      await tx.attachment.update({ where: { id: attachment.id }, data });
    else
      await tx.attachment.create({
        data: { id: attachment.id, groupId, ...data, createdAt: attachment.createdAt ?? now },
      });
    counted(kind, knownAttachments, attachment.id);
    imported.add(attachment.id);
  };
  for (const attachment of originals) {
    const type = (ATTACHMENT_TYPES as readonly string[]).includes(attachment.type)
      ? attachment.type
      : "attachment";
    const primary = type === "photo" && attachment.primary && !primaryTaken.has(attachment.entityId!);
    if (primary) primaryTaken.add(attachment.entityId!);
    await writeAttachment(attachment, attachment.entityId!, type, primary, "attachments");
  }
  for (const { thumbnail, of } of thumbnails) {
    if (!imported.has(of.id)) continue;
    await writeAttachment(thumbnail, of.entityId!, "thumbnail", false, "thumbnails");
    if (imported.has(thumbnail.id)) {
      await tx.attachment.updateMany({
        where: { thumbnailId: thumbnail.id, id: { not: of.id } },
        data: { thumbnailId: null },
      });
      await tx.attachment.update({ where: { id: of.id }, data: { thumbnailId: thumbnail.id } });
    }
  }

  // --- Notifiers ------------------------------------------------------------------------------
  const notifiers = instance.notifiers.filter((notifier) => notifier.groupId === groupId);
  const knownNotifiers = await idsInGroup(
    tx.notifier,
    notifiers.map((n) => n.id),
    groupId,
    "notifier",
  );
  for (const notifier of notifiers) {
    const user = job.users.get(notifier.userId);
    if (!user || !members.has(user.cairnId)) {
      report.count("notifiers", "skipped");
      continue;
    }
    const data = {
      userId: user.cairnId,
      name: notifier.name,
      url: notifier.url,
      isActive: notifier.isActive,
    };
    if (knownNotifiers.has(notifier.id)) await tx.notifier.update({ where: { id: notifier.id }, data });
    else
      await tx.notifier.create({
        data: { id: notifier.id, groupId, ...data, createdAt: notifier.createdAt ?? now },
      });
    counted("notifiers", knownNotifiers, notifier.id);
  }

  const current = await tx.group.findUniqueOrThrow({ where: { id: groupId }, select: { lastAssetId: true } });
  if (maxAssetId > current.lastAssetId) {
    await tx.group.update({ where: { id: groupId }, data: { lastAssetId: maxAssetId } });
  }
  await recordEvents(tx, { groupId, userId: mode.kind === "web" ? mode.actorUserId : null }, [
    { type: "collection.restored" },
  ]);
}

/**
 * The group's attachments: those of its imported entities, and HomeBox's thumbnail records (they
 * belong to no entity; the original points at its thumbnail) paired with their original.
 */
export function attachmentsOfGroup(instance: HomeboxInstance, entityIds: Set<string>) {
  const originals = instance.attachments.filter(
    (attachment) =>
      attachment.type !== "thumbnail" && attachment.entityId !== null && entityIds.has(attachment.entityId),
  );
  const byId = new Map(instance.attachments.map((attachment) => [attachment.id, attachment]));
  const thumbnails = originals.flatMap((of) => {
    const thumbnail = of.thumbnailId ? byId.get(of.thumbnailId) : undefined;
    return thumbnail && thumbnail.type === "thumbnail" ? [{ thumbnail, of }] : [];
  });
  return { originals, thumbnails };
}
