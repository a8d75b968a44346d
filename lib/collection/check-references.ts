import { LINK_MIME_TYPE } from "@/lib/attachments/find-attachment";
import { isSha256Hex, recordEntry, RECORD_FILES, type RecordFile } from "./archive-format";
import type { RecordOf } from "./archive-records";
import { MAX_TREE_DEPTH, TREE_TOO_DEEP } from "@/lib/entities/tree-depth";
import { CollectionJobError } from "./job-error";

type Kind =
  | "entityType"
  | "tag"
  | "entity"
  | "entityField"
  | "template"
  | "templateField"
  | "maintenance"
  | "attachment"
  | "loan";

/**
 * Follows the records of an archive in file order and refuses what a restore could not write
 * whole: a duplicate id, asset id or import ref, a reference to a record that is missing (or
 * comes later: trees and thumbnails are written parents first), or an entity tree deeper than the
 * cap (lib/entities/tree-depth.ts). Collects the files the
 * attachments need and the count of each record file.
 */
export class ReferenceCheck {
  private readonly ids = new Map<Kind, Set<string>>();
  private readonly pairs = new Set<string>();
  private readonly assetIds = new Set<number>();
  private readonly importRefs = new Set<string>();
  private readonly typedTemplates = new Set<string>();
  private readonly entityLevels = new Map<string, number>();
  readonly files = new Set<string>();
  maxAssetId = 0;
  readonly counts = Object.fromEntries(RECORD_FILES.map((file) => [file, 0])) as Record<RecordFile, number>;

  private file: RecordFile = RECORD_FILES[0];
  private line = 0;

  private fail(message: string): never {
    throw new CollectionJobError(`${recordEntry(this.file)} line ${this.line}: ${message}`);
  }

  private set(kind: Kind): Set<string> {
    let ids = this.ids.get(kind);
    if (!ids) this.ids.set(kind, (ids = new Set()));
    return ids;
  }

  private define(kind: Kind, id: string) {
    const ids = this.set(kind);
    if (ids.has(id)) this.fail(`id ${id} appears twice`);
    ids.add(id);
  }

  private expect(kind: Kind, id: string | null, field: string) {
    if (id !== null && !this.set(kind).has(id)) this.fail(`${field} ${id} refers to no earlier record`);
  }

  private pair(label: string, first: string, second: string) {
    const key = `${label}\u0000${first}\u0000${second}`;
    if (this.pairs.has(key)) this.fail(`the link ${first} → ${second} appears twice`);
    this.pairs.add(key);
  }

  add<F extends RecordFile>(file: F, line: number, record: RecordOf<F>): void {
    this.file = file;
    this.line = line;
    this.counts[file]++;
    this.check(file, record as RecordOf<RecordFile>);
  }

  private check(file: RecordFile, record: RecordOf<RecordFile>): void {
    switch (file) {
      case "entity-types": {
        const type = record as RecordOf<"entity-types">;
        return this.define("entityType", type.id);
      }
      case "tags": {
        const tag = record as RecordOf<"tags">;
        this.expect("tag", tag.parentId, "parentId");
        return this.define("tag", tag.id);
      }
      case "entities": {
        const entity = record as RecordOf<"entities">;
        this.expect("entityType", entity.entityTypeId, "entityTypeId");
        this.expect("entity", entity.parentId, "parentId");
        // Parents come first, so each entity's level is known from its parent's.
        const level = entity.parentId === null ? 1 : this.entityLevels.get(entity.parentId)! + 1;
        if (level > MAX_TREE_DEPTH) this.fail(`parentId ${entity.parentId} ${TREE_TOO_DEEP}`);
        this.entityLevels.set(entity.id, level);
        if (entity.assetId !== null) {
          if (this.assetIds.has(entity.assetId)) this.fail(`asset id ${entity.assetId} appears twice`);
          this.assetIds.add(entity.assetId);
          this.maxAssetId = Math.max(this.maxAssetId, entity.assetId);
        }
        if (entity.importRef !== null) {
          if (this.importRefs.has(entity.importRef))
            this.fail(`import ref ${entity.importRef} appears twice`);
          this.importRefs.add(entity.importRef);
        }
        return this.define("entity", entity.id);
      }
      case "entity-fields": {
        const field = record as RecordOf<"entity-fields">;
        this.expect("entity", field.entityId, "entityId");
        return this.define("entityField", field.id);
      }
      case "entity-tags": {
        const link = record as RecordOf<"entity-tags">;
        this.expect("entity", link.entityId, "entityId");
        this.expect("tag", link.tagId, "tagId");
        return this.pair("entity-tag", link.entityId, link.tagId);
      }
      case "templates": {
        const template = record as RecordOf<"templates">;
        this.expect("entity", template.defaultLocationId, "defaultLocationId");
        return this.define("template", template.id);
      }
      case "template-fields": {
        const field = record as RecordOf<"template-fields">;
        this.expect("template", field.templateId, "templateId");
        return this.define("templateField", field.id);
      }
      case "template-tags": {
        const link = record as RecordOf<"template-tags">;
        this.expect("template", link.templateId, "templateId");
        this.expect("tag", link.tagId, "tagId");
        return this.pair("template-tag", link.templateId, link.tagId);
      }
      case "entity-type-templates": {
        const link = record as RecordOf<"entity-type-templates">;
        this.expect("entityType", link.entityTypeId, "entityTypeId");
        this.expect("template", link.templateId, "templateId");
        if (this.typedTemplates.has(link.entityTypeId))
          this.fail(`entity type ${link.entityTypeId} appears twice`);
        this.typedTemplates.add(link.entityTypeId);
        return;
      }
      case "maintenance": {
        const entry = record as RecordOf<"maintenance">;
        this.expect("entity", entry.entityId, "entityId");
        return this.define("maintenance", entry.id);
      }
      case "loans": {
        const loan = record as RecordOf<"loans">;
        this.expect("entity", loan.entityId, "entityId");
        return this.define("loan", loan.id);
      }
      case "attachments": {
        const attachment = record as RecordOf<"attachments">;
        this.expect("entity", attachment.entityId, "entityId");
        this.expect("attachment", attachment.thumbnailId, "thumbnailId");
        if (attachment.mimeType === LINK_MIME_TYPE) {
          if (!/^https?:\/\//i.test(attachment.path)) this.fail("a link's path must be an http(s) URL");
        } else {
          if (!isSha256Hex(attachment.path)) this.fail("path must be the SHA-256 of a file in the archive");
          this.files.add(attachment.path);
        }
        return this.define("attachment", attachment.id);
      }
    }
  }

  /** Compares the counts with the manifest's, which catches a truncated record file. */
  assertCounts(manifestCounts: Record<string, number>): void {
    for (const file of RECORD_FILES) {
      const declared = manifestCounts[file] ?? 0;
      if (declared !== this.counts[file]) {
        throw new CollectionJobError(
          `${recordEntry(file)} holds ${this.counts[file]} records but the manifest says ${declared}`,
        );
      }
    }
  }
}
