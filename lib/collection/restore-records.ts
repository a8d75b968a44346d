import { randomUUID } from "node:crypto";
import { LINK_MIME_TYPE } from "@/lib/attachments/find-attachment";
import type { Tx } from "@/lib/db/client";
import { contentKey } from "@/lib/storage/file-storage";
import { RECORD_FILES, type RecordFile } from "./archive-format";
import { readRecords, type RecordOf } from "./archive-records";
import { CollectionJobError } from "./job-error";
import type { ArchiveReader } from "./read-archive";

const BATCH = 200;

/** Old id → new id, one map per kind of record. */
class IdMap {
  private readonly ids = new Map<string, string>();

  constructor(private readonly kind: string) {}

  fresh(old: string): string {
    const id = randomUUID();
    this.ids.set(old, id);
    return id;
  }

  get(old: string): string {
    const id = this.ids.get(old);
    if (!id) throw new CollectionJobError(`a record refers to the missing ${this.kind} ${old}`);
    return id;
  }

  optional(old: string | null): string | null {
    return old === null ? null : this.get(old);
  }
}

type Writer<F extends RecordFile> = (record: RecordOf<F>) => object;

/**
 * Writes every record of the archive into `groupId` with new ids, in file order (parents and
 * thumbnails before what points at them), in batches. Runs inside the restore's transaction.
 */
export async function restoreRecords(
  tx: Tx,
  reader: ArchiveReader,
  groupId: string,
  onBatch: () => void = () => undefined,
): Promise<void> {
  const entityTypes = new IdMap("entity type");
  const tags = new IdMap("tag");
  const entities = new IdMap("entity");
  const templates = new IdMap("template");
  const attachments = new IdMap("attachment");
  // Loans name members by user id: kept only for this group's members (the lender, too).
  const members = new Set(
    (await tx.groupMembership.findMany({ where: { groupId }, select: { userId: true } })).map(
      (m) => m.userId,
    ),
  );
  const member = (userId: string | null) => (userId !== null && members.has(userId) ? userId : null);

  const rows: { [F in RecordFile]: Writer<F> } = {
    "entity-types": (type) => ({ ...type, id: entityTypes.fresh(type.id), groupId }),
    tags: (tag) => ({ ...tag, parentId: tags.optional(tag.parentId), id: tags.fresh(tag.id), groupId }),
    entities: (entity) => ({
      ...entity,
      entityTypeId: entityTypes.optional(entity.entityTypeId),
      parentId: entities.optional(entity.parentId),
      id: entities.fresh(entity.id),
      groupId,
    }),
    "entity-fields": (field) => ({
      ...field,
      id: randomUUID(),
      entityId: entities.get(field.entityId),
      groupId,
    }),
    "entity-tags": (link) => ({ entityId: entities.get(link.entityId), tagId: tags.get(link.tagId) }),
    templates: (template) => ({
      ...template,
      defaultLocationId: entities.optional(template.defaultLocationId),
      id: templates.fresh(template.id),
      groupId,
    }),
    "template-fields": (field) => ({
      ...field,
      id: randomUUID(),
      templateId: templates.get(field.templateId),
      groupId,
    }),
    "template-tags": (link) => ({ templateId: templates.get(link.templateId), tagId: tags.get(link.tagId) }),
    "entity-type-templates": (link) => ({
      entityTypeId: entityTypes.get(link.entityTypeId),
      templateId: templates.get(link.templateId),
    }),
    maintenance: (entry) => ({ ...entry, id: randomUUID(), entityId: entities.get(entry.entityId), groupId }),
    loans: (loan) => ({
      ...loan,
      id: randomUUID(),
      entityId: entities.get(loan.entityId),
      borrowerUserId: member(loan.borrowerUserId),
      checkedOutById: member(loan.checkedOutById),
      groupId,
    }),
    attachments: (attachment) => ({
      ...attachment,
      path: attachment.mimeType === LINK_MIME_TYPE ? attachment.path : contentKey(groupId, attachment.path),
      thumbnailId: attachments.optional(attachment.thumbnailId),
      entityId: entities.get(attachment.entityId),
      id: attachments.fresh(attachment.id),
      groupId,
    }),
  };

  /* eslint-disable @typescript-eslint/no-explicit-any -- rows are shaped by the record schemas above */
  const write: Record<RecordFile, (data: any[]) => Promise<unknown>> = {
    "entity-types": (data) => tx.entityType.createMany({ data }),
    tags: (data) => tx.tag.createMany({ data }),
    entities: (data) => tx.entity.createMany({ data }),
    "entity-fields": (data) => tx.entityField.createMany({ data }),
    "entity-tags": (data) => tx.entityTag.createMany({ data }),
    templates: (data) => tx.template.createMany({ data }),
    "template-fields": (data) => tx.templateField.createMany({ data }),
    "template-tags": (data) => tx.templateDefaultTag.createMany({ data }),
    "entity-type-templates": async (data: Array<{ entityTypeId: string; templateId: string }>) => {
      for (const link of data) {
        await tx.entityType.update({
          where: { id: link.entityTypeId },
          data: { defaultTemplateId: link.templateId },
        });
      }
    },
    maintenance: (data) => tx.maintenanceEntry.createMany({ data }),
    attachments: (data) => tx.attachment.createMany({ data }),
    loans: (data) => tx.loan.createMany({ data }),
  };
  /* eslint-enable @typescript-eslint/no-explicit-any */

  for (const file of RECORD_FILES) {
    const toRow = rows[file] as Writer<RecordFile>;
    let batch: object[] = [];
    for await (const { record } of readRecords(reader, file)) {
      batch.push(toRow(record));
      if (batch.length >= BATCH) {
        await write[file](batch);
        batch = [];
        onBatch();
      }
    }
    if (batch.length > 0) await write[file](batch);
    onBatch();
  }
}
