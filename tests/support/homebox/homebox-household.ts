import { createHash, randomUUID } from "node:crypto";
import { argon2id, bcrypt } from "hash-wasm";
import sharp from "sharp";
import type { Cell, HomeboxFixture, Row } from "./write-homebox-fixture";

/** Builds a HomeBox instance row by row, filling the columns HomeBox always writes. */
export class HomeboxBuilder {
  private readonly rows = new Map<string, Row[]>();
  readonly files = new Map<string, Buffer>();
  private readonly clock = new Date("2025-03-01T09:00:00Z");

  private add(table: string, row: Row): string {
    const list = this.rows.get(table) ?? [];
    list.push(row);
    this.rows.set(table, list);
    return String(row.id ?? "");
  }

  private stamped(extra: Row): Row {
    return { id: randomUUID(), created_at: this.clock, updated_at: this.clock, ...extra };
  }

  group(name: string, currency = "usd"): string {
    return this.add("groups", this.stamped({ name, currency }));
  }

  user(fields: { name: string; email: string; password: string | null; defaultGroup: string } & Row): string {
    const { defaultGroup, ...rest } = fields;
    return this.add("users", this.stamped({ default_group_id: defaultGroup, settings: {}, ...rest }));
  }

  member(userId: string, groupId: string, role: "owner" | "user"): void {
    this.add("user_groups", { user_id: userId, group_id: groupId, role });
  }

  invitation(groupId: string, rawToken: string, expiresAt: Date, uses: number): string {
    const token = createHash("sha256").update(rawToken).digest();
    return this.add(
      "group_invitation_tokens",
      this.stamped({ token, expires_at: expiresAt, uses, group_invitation_tokens: groupId }),
    );
  }

  entityType(groupId: string, name: string, isLocation: boolean, extra: Row = {}): string {
    return this.add(
      "entity_types",
      this.stamped({ name, description: "", is_location: isLocation, group_entity_types: groupId, ...extra }),
    );
  }

  entity(groupId: string, typeId: string, name: string, parent: string | null, extra: Row = {}): string {
    return this.add(
      "entities",
      this.stamped({
        name,
        group_entities: groupId,
        entity_type_entities: typeId,
        entity_children: parent,
        ...extra,
      }),
    );
  }

  field(entityId: string, name: string, type: "text" | "number" | "boolean" | "time", value: Cell): string {
    const zeroTime = new Date("0001-01-01T00:00:00Z");
    return this.add(
      "entity_fields",
      this.stamped({
        name,
        type,
        text_value: type === "text" ? value : "",
        number_value: type === "number" ? value : 0,
        boolean_value: type === "boolean" ? value : false,
        time_value: type === "time" ? value : zeroTime,
        entity_fields: entityId,
      }),
    );
  }

  tag(groupId: string, name: string, parent: string | null = null, extra: Row = {}): string {
    return this.add("tags", this.stamped({ name, group_tags: groupId, tag_children: parent, ...extra }));
  }

  tagEntity(tagId: string, entityId: string): void {
    this.add("tag_entities", { tag_id: tagId, entity_id: entityId });
  }

  template(groupId: string, name: string, extra: Row = {}): string {
    return this.add("entity_templates", this.stamped({ name, group_entity_templates: groupId, ...extra }));
  }

  templateField(templateId: string, name: string, textValue: string): string {
    return this.add(
      "template_fields",
      this.stamped({ name, type: "text", text_value: textValue, entity_template_fields: templateId }),
    );
  }

  maintenance(entityId: string, name: string, extra: Row = {}): string {
    return this.add("maintenance_entries", this.stamped({ name, entity_id: entityId, ...extra }));
  }

  /** An attachment whose bytes lie at HomeBox's `<group>/documents/<hash>`; `bytes: null` leaves the file out. */
  attachment(
    groupId: string,
    entityId: string | null,
    fields: {
      title: string;
      type: string;
      mime: string;
      bytes: Buffer | null;
      primary?: boolean;
      thumbnail?: string;
    },
  ): string {
    const hash = createHash("sha256")
      .update(fields.bytes ?? randomUUID())
      .digest("hex");
    const relative = `${groupId}/documents/${hash}`;
    if (fields.bytes) this.files.set(relative, fields.bytes);
    return this.add(
      "attachments",
      this.stamped({
        type: fields.type,
        primary: fields.primary ?? false,
        path: relative,
        title: fields.title,
        mime_type: fields.mime,
        entity_attachments: entityId,
        attachment_thumbnail: fields.thumbnail ?? null,
      }),
    );
  }

  notifier(groupId: string, userId: string, name: string, url: string, active = true): string {
    return this.add(
      "notifiers",
      this.stamped({ name, url, is_active: active, group_id: groupId, user_id: userId }),
    );
  }

  /** Rows in an order HomeBox's foreign keys accept. */
  build(): HomeboxFixture {
    const order = [
      "groups",
      "users",
      "user_groups",
      "group_invitation_tokens",
      "entity_types",
      "entities",
      "entity_fields",
      "tags",
      "tag_entities",
      "entity_templates",
      "template_fields",
      "maintenance_entries",
      "attachments",
      "notifiers",
    ];
    return { tables: order.map((table) => [table, this.rows.get(table) ?? []]), files: this.files };
  }
}

/** HomeBox's own argon2id parameters. */
export function homeboxArgon2id(password: string): Promise<string> {
  return argon2id({
    password,
    salt: Buffer.from(randomUUID().replaceAll("-", ""), "hex"),
    parallelism: 2,
    iterations: 3,
    memorySize: 64 * 1024,
    hashLength: 32,
    outputType: "encoded",
  });
}

/** bcrypt as older HomeBox versions wrote it (Go's `$2a$`, cost 10). */
export function homeboxBcrypt(password: string): Promise<string> {
  return bcrypt({
    password,
    salt: Buffer.from(randomUUID().replaceAll("-", ""), "hex"),
    costFactor: 10,
    outputType: "encoded",
  });
}

/** A small PNG of one colour, different bytes for every `seed`. */
export function photo(seed: number, size = 24): Promise<Buffer> {
  return sharp({
    create: {
      width: size,
      height: size,
      channels: 3,
      background: { r: seed % 256, g: (seed * 7) % 256, b: 99 },
    },
  })
    .png()
    .toBuffer();
}
