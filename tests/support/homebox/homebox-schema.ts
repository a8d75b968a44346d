/**
 * The tables of a HomeBox 0.26 database that the HomeBox import reads, as HomeBox's migrations leave
 * them at the version below (goose records applied migrations in `goose_db_version`). Written from
 * HomeBox's documented schema for the tests' fixture writer; column names, types, nullability and
 * defaults follow HomeBox, tables the import does not read (sessions, API keys, exports, printers)
 * are left out. One statement list per dialect.
 */
export const FIXTURE_SCHEMA_VERSION = 20260512130001;

type Dialect = "sqlite" | "postgres";

const types = {
  sqlite: {
    uuid: "uuid",
    time: "datetime",
    text: "text",
    bool: "bool",
    real: "real",
    json: "json",
    bytes: "blob",
  },
  postgres: {
    uuid: "uuid",
    time: "timestamp with time zone",
    text: "character varying",
    bool: "boolean",
    real: "double precision",
    json: "jsonb",
    bytes: "bytea",
  },
} as const;

export function homeboxSchema(dialect: Dialect): string[] {
  const t = types[dialect];
  const serial = dialect === "sqlite" ? "integer primary key autoincrement" : "serial primary key";
  const now = dialect === "sqlite" ? "current_timestamp" : "now()";
  return [
    `create table goose_db_version (id ${serial}, version_id bigint not null, is_applied ${t.bool} not null, tstamp timestamp default ${now})`,
    `create table groups (
      id ${t.uuid} not null primary key, created_at ${t.time} not null, updated_at ${t.time} not null,
      name ${t.text} not null, currency ${t.text} default 'usd' not null)`,
    `create table users (
      id ${t.uuid} not null primary key, created_at ${t.time} not null, updated_at ${t.time} not null,
      name ${t.text} not null, email ${t.text} not null unique, password ${t.text},
      is_superuser ${t.bool} default false not null, superuser ${t.bool} default false not null,
      activated_on ${t.time}, oidc_issuer ${t.text}, oidc_subject ${t.text},
      default_group_id ${t.uuid} references groups (id) on delete set null,
      settings ${t.json} default '{}',
      unique (oidc_issuer, oidc_subject))`,
    `create table user_groups (
      user_id ${t.uuid} not null references users (id) on delete cascade,
      group_id ${t.uuid} not null references groups (id) on delete cascade,
      role ${t.text} default 'user' not null,
      primary key (user_id, group_id))`,
    `create table group_invitation_tokens (
      id ${t.uuid} not null primary key, created_at ${t.time} not null, updated_at ${t.time} not null,
      token ${t.bytes} not null unique, expires_at ${t.time} not null, uses bigint default 0 not null,
      group_invitation_tokens ${t.uuid} references groups (id) on delete cascade)`,
    `create table entity_types (
      id ${t.uuid} not null primary key, created_at ${t.time} not null, updated_at ${t.time} not null,
      name ${t.text} not null, description ${t.text}, is_location ${t.bool} default false not null,
      icon ${t.text}, group_entity_types ${t.uuid} not null references groups (id) on delete cascade,
      entity_type_default_template ${t.uuid})`,
    `create table entities (
      id ${t.uuid} not null primary key, created_at ${t.time} not null, updated_at ${t.time} not null,
      name ${t.text} not null, description ${t.text}, import_ref ${t.text}, notes ${t.text},
      quantity ${t.real} default 1 not null, insured ${t.bool} default false not null,
      archived ${t.bool} default false not null, asset_id bigint default 0 not null,
      sync_child_entity_locations ${t.bool} default false not null,
      serial_number ${t.text}, model_number ${t.text}, manufacturer ${t.text},
      lifetime_warranty ${t.bool} default false not null, warranty_expires ${t.time}, warranty_details ${t.text},
      purchase_date ${t.time}, purchase_from ${t.text}, purchase_price ${t.real} default 0 not null,
      sold_date ${t.time}, sold_to ${t.text}, sold_price ${t.real} default 0 not null, sold_notes ${t.text},
      group_entities ${t.uuid} not null references groups (id) on delete cascade,
      entity_type_entities ${t.uuid} not null references entity_types (id) on delete restrict,
      entity_children ${t.uuid} references entities (id) on delete set null)`,
    `create table entity_fields (
      id ${t.uuid} not null primary key, created_at ${t.time} not null, updated_at ${t.time} not null,
      name ${t.text} not null, description ${t.text}, type ${t.text} not null, text_value ${t.text},
      number_value bigint, boolean_value ${t.bool} default false not null, time_value ${t.time} not null,
      entity_fields ${t.uuid} references entities (id) on delete cascade)`,
    `create table tags (
      id ${t.uuid} not null primary key, created_at ${t.time} not null, updated_at ${t.time} not null,
      name ${t.text} not null, description ${t.text}, color ${t.text}, icon ${t.text},
      group_tags ${t.uuid} not null references groups (id) on delete cascade,
      tag_children ${t.uuid} references tags (id) on delete set null)`,
    `create table tag_entities (
      tag_id ${t.uuid} not null references tags (id) on delete cascade,
      entity_id ${t.uuid} not null references entities (id) on delete cascade,
      primary key (tag_id, entity_id))`,
    `create table entity_templates (
      id ${t.uuid} not null primary key, created_at ${t.time} not null, updated_at ${t.time} not null,
      name ${t.text} not null, description ${t.text}, notes ${t.text},
      default_quantity ${t.real} default 1 not null, default_insured ${t.bool} default false not null,
      default_name ${t.text}, default_description ${t.text}, default_manufacturer ${t.text},
      default_model_number ${t.text}, default_lifetime_warranty ${t.bool} default false not null,
      default_warranty_details ${t.text}, include_warranty_fields ${t.bool} default false not null,
      include_purchase_fields ${t.bool} default false not null, include_sold_fields ${t.bool} default false not null,
      default_tag_ids ${t.json},
      entity_template_location ${t.uuid} references entities (id) on delete set null,
      group_entity_templates ${t.uuid} not null references groups (id) on delete cascade)`,
    `create table template_fields (
      id ${t.uuid} not null primary key, created_at ${t.time} not null, updated_at ${t.time} not null,
      name ${t.text} not null, description ${t.text}, type ${t.text} not null, text_value ${t.text},
      number_value bigint, boolean_value ${t.bool} default false, time_value ${t.time},
      entity_template_fields ${t.uuid} references entity_templates (id) on delete cascade)`,
    `create table maintenance_entries (
      id ${t.uuid} not null primary key, created_at ${t.time} not null, updated_at ${t.time} not null,
      date ${t.time}, scheduled_date ${t.time}, name ${t.text} not null, description ${t.text},
      cost ${t.real} default 0 not null,
      entity_id ${t.uuid} not null references entities (id) on delete cascade)`,
    `create table attachments (
      id ${t.uuid} not null primary key, created_at ${t.time} not null, updated_at ${t.time} not null,
      type ${t.text} default 'attachment' not null, "primary" ${t.bool} default false not null,
      path ${t.text} not null, title ${t.text} not null,
      mime_type ${t.text} default 'application/octet-stream' not null,
      entity_attachments ${t.uuid} references entities (id) on delete cascade,
      attachment_thumbnail ${t.uuid} references attachments (id) on delete set null)`,
    `create table notifiers (
      id ${t.uuid} not null primary key, created_at ${t.time} not null, updated_at ${t.time} not null,
      name ${t.text} not null, url ${t.text} not null, is_active ${t.bool} default true not null,
      group_id ${t.uuid} not null references groups (id) on delete cascade,
      user_id ${t.uuid} not null references users (id) on delete cascade)`,
  ];
}
