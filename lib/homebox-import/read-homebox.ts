import {
  ENTITY_FIELDS,
  mapEntityFields,
  type EntityFieldName,
  type KindOf,
  type NamedFieldSpec,
} from "@/lib/entities/value-fields";
import { HomeboxImportError } from "./import-error";
import type { HomeboxSource, SourceRow } from "./homebox-source";
import {
  boolOf,
  bytesOf,
  jsonOf,
  numberOf,
  optionalTextOf,
  requiredUuid,
  textOf,
  timeOf,
  uuidOf,
} from "./homebox-values";

/** The entity's value fields' columns (the name is required, so it is read among those). */
const HOMEBOX_VALUE_COLUMNS = mapEntityFields(
  (field): ColumnNames => (field.homeboxOlder ? [field.homebox, field.homeboxOlder] : field.homebox),
  ENTITY_FIELDS.filter((field) => field.name !== "name"),
);

type HomeboxValues = { [N in EntityFieldName]: HomeboxValueOfKind[KindOf<N>] };
type HomeboxValueOfKind = {
  text: string;
  longText: string;
  number: number;
  money: number;
  date: Date | null;
  boolean: boolean;
};

/** An entity's field as HomeBox stored it; a number column it lacks gets the field's starting value. */
function homeboxValue(field: NamedFieldSpec, value: unknown) {
  switch (field.kind) {
    case "number":
    case "money":
      return value === undefined && field.initial !== undefined ? field.initial : numberOf(value);
    case "date":
      return timeOf(value);
    case "boolean":
      return boolOf(value);
    default:
      return textOf(value);
  }
}

/** A column as HomeBox names it; several names where a migration renamed it. */
type ColumnNames = string | string[];
type TableSpec = { required: Record<string, ColumnNames>; optional?: Record<string, ColumnNames> };

async function readTable(
  source: HomeboxSource,
  table: string,
  spec: TableSpec,
  present: Set<string>,
): Promise<Array<Record<string, unknown>>> {
  if (!present.has(table)) throw new HomeboxImportError(`the HomeBox database has no ${table} table`);
  const available = await source.columns(table);
  const chosen: Array<[key: string, column: string]> = [];
  const pick = (key: string, names: ColumnNames, required: boolean) => {
    const column = [names].flat().find((name) => available.has(name));
    if (column) chosen.push([key, column]);
    else if (required)
      throw new HomeboxImportError(`HomeBox's ${table} table has no ${[names].flat()[0]} column`);
  };
  for (const [key, names] of Object.entries(spec.required)) pick(key, names, true);
  for (const [key, names] of Object.entries(spec.optional ?? {})) pick(key, names, false);
  const rows = await source.rows(
    table,
    chosen.map(([, column]) => column),
  );
  return rows.map((row: SourceRow) => Object.fromEntries(chosen.map(([key, column]) => [key, row[column]])));
}

const stamps = { id: "id", createdAt: "created_at", updatedAt: "updated_at" };

export async function readHomebox(source: HomeboxSource) {
  const present = await source.tables();
  const read = (table: string, spec: TableSpec) => readTable(source, table, spec, present);

  const groups = (
    await read("groups", { required: { ...stamps, name: "name" }, optional: { currency: "currency" } })
  ).map((row) => ({
    id: requiredUuid(row.id, "group"),
    name: textOf(row.name),
    currency: textOf(row.currency ?? "usd"),
    createdAt: timeOf(row.createdAt),
  }));

  const users = (
    await read("users", {
      required: { ...stamps, name: "name", email: "email" },
      optional: {
        password: "password",
        isSuperuser: "is_superuser",
        activatedOn: "activated_on",
        oidcIssuer: "oidc_issuer",
        oidcSubject: "oidc_subject",
        defaultGroupId: "default_group_id",
        settings: "settings",
      },
    })
  ).map((row) => ({
    id: requiredUuid(row.id, "user"),
    name: textOf(row.name),
    email: textOf(row.email).trim().toLowerCase(),
    passwordHash: optionalTextOf(row.password),
    isSuperuser: boolOf(row.isSuperuser),
    activatedOn: timeOf(row.activatedOn),
    oidcIssuer: optionalTextOf(row.oidcIssuer),
    oidcSubject: optionalTextOf(row.oidcSubject),
    defaultGroupId: uuidOf(row.defaultGroupId),
    settings: jsonOf(row.settings),
    createdAt: timeOf(row.createdAt),
  }));

  const memberships = (
    await read("user_groups", {
      required: { userId: "user_id", groupId: "group_id" },
      optional: { role: "role" },
    })
  ).map((row) => ({
    userId: requiredUuid(row.userId, "membership's user"),
    groupId: requiredUuid(row.groupId, "membership's group"),
    role: textOf(row.role) === "owner" ? "owner" : "user",
  }));

  const invitations = (
    await read("group_invitation_tokens", {
      required: { ...stamps, token: "token", expiresAt: "expires_at", groupId: "group_invitation_tokens" },
      optional: { uses: "uses" },
    })
  ).map((row) => ({
    id: requiredUuid(row.id, "invitation"),
    tokenHash: bytesOf(row.token).toString("hex"),
    expiresAt: timeOf(row.expiresAt),
    uses: numberOf(row.uses),
    groupId: uuidOf(row.groupId),
  }));

  const entityTypes = (
    await read("entity_types", {
      required: { ...stamps, name: "name", groupId: "group_entity_types" },
      optional: {
        description: "description",
        isLocation: "is_location",
        icon: "icon",
        defaultTemplateId: "entity_type_default_template",
      },
    })
  ).map((row) => ({
    id: requiredUuid(row.id, "entity type"),
    groupId: requiredUuid(row.groupId, "entity type's group"),
    name: textOf(row.name),
    description: textOf(row.description),
    isLocation: boolOf(row.isLocation),
    icon: textOf(row.icon),
    defaultTemplateId: uuidOf(row.defaultTemplateId),
    createdAt: timeOf(row.createdAt),
    updatedAt: timeOf(row.updatedAt),
  }));

  const entities = (
    await read("entities", {
      required: { ...stamps, name: "name", groupId: "group_entities", entityTypeId: "entity_type_entities" },
      optional: {
        parentId: "entity_children",
        importRef: "import_ref",
        assetId: "asset_id",
        ...HOMEBOX_VALUE_COLUMNS,
      },
    })
  ).map((row) => ({
    id: requiredUuid(row.id, "item or location"),
    groupId: requiredUuid(row.groupId, "item's group"),
    entityTypeId: uuidOf(row.entityTypeId),
    parentId: uuidOf(row.parentId),
    importRef: optionalTextOf(row.importRef),
    assetId: numberOf(row.assetId),
    ...(mapEntityFields((field) => homeboxValue(field, row[field.name])) as HomeboxValues),
    createdAt: timeOf(row.createdAt),
    updatedAt: timeOf(row.updatedAt),
  }));

  const fieldSpec: TableSpec = {
    required: { ...stamps, name: "name", type: "type" },
    optional: {
      description: "description",
      textValue: "text_value",
      numberValue: "number_value",
      booleanValue: "boolean_value",
      timeValue: "time_value",
    },
  };
  const fieldOf = (row: Record<string, unknown>) => ({
    id: requiredUuid(row.id, "custom field"),
    name: textOf(row.name),
    description: textOf(row.description),
    type: ["text", "number", "boolean", "time"].includes(textOf(row.type)) ? textOf(row.type) : "text",
    textValue: textOf(row.textValue),
    numberValue: Math.trunc(numberOf(row.numberValue)),
    booleanValue: boolOf(row.booleanValue),
    timeValue: timeOf(row.timeValue),
    createdAt: timeOf(row.createdAt),
  });
  const fields = (
    await read("entity_fields", {
      ...fieldSpec,
      required: { ...fieldSpec.required, entityId: "entity_fields" },
    })
  ).map((row) => ({ ...fieldOf(row), entityId: uuidOf(row.entityId) }));

  const tags = (
    await read("tags", {
      required: { ...stamps, name: "name", groupId: ["group_tags", "group_labels"] },
      optional: {
        description: "description",
        color: "color",
        icon: "icon",
        parentId: ["tag_children", "label_children"],
      },
    })
  ).map((row) => ({
    id: requiredUuid(row.id, "tag"),
    groupId: requiredUuid(row.groupId, "tag's group"),
    parentId: uuidOf(row.parentId),
    name: textOf(row.name),
    description: textOf(row.description),
    color: textOf(row.color),
    icon: textOf(row.icon),
    createdAt: timeOf(row.createdAt),
    updatedAt: timeOf(row.updatedAt),
  }));

  const entityTags = (
    await read(present.has("tag_entities") ? "tag_entities" : "tag_items", {
      required: { tagId: "tag_id", entityId: ["entity_id", "item_id"] },
    })
  ).map((row) => ({
    tagId: requiredUuid(row.tagId, "tag link"),
    entityId: requiredUuid(row.entityId, "tag link"),
  }));

  const templates = (
    await read("entity_templates", {
      required: { ...stamps, name: "name", groupId: "group_entity_templates" },
      optional: {
        description: "description",
        notes: "notes",
        defaultQuantity: "default_quantity",
        defaultInsured: "default_insured",
        defaultName: "default_name",
        defaultDescription: "default_description",
        defaultManufacturer: "default_manufacturer",
        defaultModelNumber: "default_model_number",
        defaultLifetimeWarranty: "default_lifetime_warranty",
        defaultWarrantyDetails: "default_warranty_details",
        includeWarrantyFields: "include_warranty_fields",
        includePurchaseFields: "include_purchase_fields",
        includeSoldFields: "include_sold_fields",
        defaultTagIds: ["default_tag_ids", "default_label_ids"],
        defaultLocationId: "entity_template_location",
      },
    })
  ).map((row) => {
    const tagIds = jsonOf(row.defaultTagIds);
    return {
      id: requiredUuid(row.id, "template"),
      groupId: requiredUuid(row.groupId, "template's group"),
      name: textOf(row.name),
      description: textOf(row.description),
      notes: textOf(row.notes),
      defaultQuantity: row.defaultQuantity === undefined ? 1 : numberOf(row.defaultQuantity),
      defaultInsured: boolOf(row.defaultInsured),
      defaultName: textOf(row.defaultName),
      defaultDescription: textOf(row.defaultDescription),
      defaultManufacturer: textOf(row.defaultManufacturer),
      defaultModelNumber: textOf(row.defaultModelNumber),
      defaultLifetimeWarranty: boolOf(row.defaultLifetimeWarranty),
      defaultWarrantyDetails: textOf(row.defaultWarrantyDetails),
      includeWarrantyFields: boolOf(row.includeWarrantyFields),
      includePurchaseFields: boolOf(row.includePurchaseFields),
      includeSoldFields: boolOf(row.includeSoldFields),
      defaultTagIds: Array.isArray(tagIds) ? tagIds.map((id) => uuidOf(id)).filter((id) => id !== null) : [],
      defaultLocationId: uuidOf(row.defaultLocationId),
      createdAt: timeOf(row.createdAt),
      updatedAt: timeOf(row.updatedAt),
    };
  });

  const templateFields = (
    await read("template_fields", {
      ...fieldSpec,
      required: { ...fieldSpec.required, templateId: "entity_template_fields" },
    })
  ).map((row) => ({ ...fieldOf(row), templateId: uuidOf(row.templateId) }));

  const maintenance = (
    await read("maintenance_entries", {
      required: { ...stamps, name: "name", entityId: ["entity_id", "item_id"] },
      optional: { date: "date", scheduledDate: "scheduled_date", description: "description", cost: "cost" },
    })
  ).map((row) => ({
    id: requiredUuid(row.id, "maintenance entry"),
    entityId: requiredUuid(row.entityId, "maintenance entry's item"),
    name: textOf(row.name),
    description: textOf(row.description),
    cost: numberOf(row.cost),
    completedDate: timeOf(row.date),
    scheduledDate: timeOf(row.scheduledDate),
    createdAt: timeOf(row.createdAt),
    updatedAt: timeOf(row.updatedAt),
  }));

  const attachments = (
    await read("attachments", {
      required: { ...stamps, path: "path" },
      optional: {
        type: "type",
        primary: "primary",
        title: "title",
        mimeType: "mime_type",
        entityId: ["entity_attachments", "item_attachments"],
        thumbnailId: "attachment_thumbnail",
      },
    })
  ).map((row) => ({
    id: requiredUuid(row.id, "attachment"),
    entityId: uuidOf(row.entityId),
    thumbnailId: uuidOf(row.thumbnailId),
    type: textOf(row.type) || "attachment",
    primary: boolOf(row.primary),
    title: textOf(row.title),
    mimeType: textOf(row.mimeType) || "application/octet-stream",
    path: textOf(row.path),
    createdAt: timeOf(row.createdAt),
    updatedAt: timeOf(row.updatedAt),
  }));

  const notifiers = (
    await read("notifiers", {
      required: { ...stamps, name: "name", url: "url", groupId: "group_id", userId: "user_id" },
      optional: { isActive: "is_active" },
    })
  ).map((row) => ({
    id: requiredUuid(row.id, "notifier"),
    groupId: requiredUuid(row.groupId, "notifier's group"),
    userId: requiredUuid(row.userId, "notifier's user"),
    name: textOf(row.name),
    url: textOf(row.url),
    isActive: row.isActive === undefined ? true : boolOf(row.isActive),
    createdAt: timeOf(row.createdAt),
  }));

  return {
    groups,
    users,
    memberships,
    invitations,
    entityTypes,
    entities,
    fields,
    tags,
    entityTags,
    templates,
    templateFields,
    maintenance,
    attachments,
    notifiers,
  };
}

export type HomeboxInstance = Awaited<ReturnType<typeof readHomebox>>;
