import { LINK_MIME_TYPE } from "@/lib/attachments/find-attachment";
import { db } from "@/lib/db/client";
import { isSha256Hex, jsonLine, type RecordFile } from "./archive-format";
import { orderParentsFirst, type TreeNode } from "./order-parents-first";

const BATCH = 500;

/**
 * What an export has written so far: the ids of each kind (a record pointing at one not written,
 * created or deleted while the export ran, is dropped or loses that optional link), the files to
 * add, and the count per record file for the manifest.
 */
export class ExportState {
  readonly entityTypes = new Set<string>();
  readonly tags = new Set<string>();
  readonly entities = new Set<string>();
  readonly templates = new Set<string>();
  readonly attachments = new Set<string>();
  /** SHA-256 hex → storage key of every stored file an exported attachment uses. */
  readonly files = new Map<string, string>();
  readonly counts = {} as Record<RecordFile, number>;
  /** Entity ids in the order written, for reading their tag links in batches. */
  readonly entityOrder: string[] = [];
  templateOrder: string[] = [];
  maxAssetId = 0;
}

/** Pages through a table by id (keyset paging), so memory stays flat whatever its size. */
async function* pages<T extends { id: string }>(
  fetch: (afterId: string | undefined) => Promise<T[]>,
): AsyncGenerator<T[]> {
  let after: string | undefined;
  for (;;) {
    const rows = await fetch(after);
    if (rows.length === 0) return;
    yield rows;
    if (rows.length < BATCH) return;
    after = rows[rows.length - 1]!.id;
  }
}

const afterId = (id: string | undefined) => (id === undefined ? {} : { id: { gt: id } });
const pick = (parents: Array<string | null>, written: Set<string>) =>
  parents.find((id): id is string => id !== null && written.has(id)) ?? null;

type Lines = AsyncGenerator<string>;

async function* treeInOrder<T extends { id: string; parentId: string | null }>(
  scan: (afterId: string | undefined) => Promise<TreeNode[]>,
  load: (ids: string[]) => Promise<T[]>,
): AsyncGenerator<{ row: T; scannedParentId: string | null }> {
  const nodes: TreeNode[] = [];
  for await (const page of pages(scan)) nodes.push(...page);
  const ordered = orderParentsFirst(nodes);
  for (let start = 0; start < ordered.length; start += BATCH) {
    const batch = ordered.slice(start, start + BATCH);
    const rows = new Map((await load(batch.map((node) => node.id))).map((row) => [row.id, row]));
    for (const node of batch) {
      const row = rows.get(node.id);
      if (row) yield { row, scannedParentId: node.parentId };
    }
  }
}

function counter(state: ExportState, file: RecordFile) {
  state.counts[file] = 0;
  return (record: object) => {
    state.counts[file]++;
    return jsonLine(record);
  };
}

async function* entityTypes(groupId: string, state: ExportState): Lines {
  const line = counter(state, "entity-types");
  for await (const rows of pages((after) =>
    db().entityType.findMany({ where: { groupId, ...afterId(after) }, orderBy: { id: "asc" }, take: BATCH }),
  )) {
    let out = "";
    for (const { groupId: _, defaultTemplateId: __, ...record } of rows) {
      state.entityTypes.add(record.id);
      out += line(record);
    }
    yield out;
  }
}

async function* tags(groupId: string, state: ExportState): Lines {
  const line = counter(state, "tags");
  const tree = treeInOrder(
    (after) =>
      db().tag.findMany({
        where: { groupId, ...afterId(after) },
        select: { id: true, parentId: true },
        orderBy: { id: "asc" },
        take: BATCH,
      }),
    (ids) => db().tag.findMany({ where: { groupId, id: { in: ids } } }),
  );
  for await (const { row, scannedParentId } of tree) {
    const { groupId: _, ...record } = row;
    record.parentId = pick([row.parentId, scannedParentId], state.tags);
    state.tags.add(row.id);
    yield line(record);
  }
}

async function* entities(groupId: string, state: ExportState): Lines {
  const line = counter(state, "entities");
  const tree = treeInOrder(
    (after) =>
      db().entity.findMany({
        where: { groupId, ...afterId(after) },
        select: { id: true, parentId: true },
        orderBy: { id: "asc" },
        take: BATCH,
      }),
    (ids) => db().entity.findMany({ where: { groupId, id: { in: ids } } }),
  );
  let out = "";
  for await (const { row, scannedParentId } of tree) {
    const { groupId: _, ...record } = row;
    record.parentId = pick([row.parentId, scannedParentId], state.entities);
    record.entityTypeId = pick([row.entityTypeId], state.entityTypes);
    state.entities.add(row.id);
    state.entityOrder.push(row.id);
    if (row.assetId !== null) state.maxAssetId = Math.max(state.maxAssetId, row.assetId);
    out += line(record);
    if (out.length > 256 * 1024) {
      yield out;
      out = "";
    }
  }
  if (out) yield out;
}

async function* entityFields(groupId: string, state: ExportState): Lines {
  const line = counter(state, "entity-fields");
  for await (const rows of pages((after) =>
    db().entityField.findMany({ where: { groupId, ...afterId(after) }, orderBy: { id: "asc" }, take: BATCH }),
  )) {
    let out = "";
    for (const { groupId: _, ...record } of rows) {
      if (state.entities.has(record.entityId)) out += line(record);
    }
    yield out;
  }
}

async function* entityTags(_groupId: string, state: ExportState): Lines {
  const line = counter(state, "entity-tags");
  for (let start = 0; start < state.entityOrder.length; start += BATCH) {
    const ids = state.entityOrder.slice(start, start + BATCH);
    const rows = await db().entityTag.findMany({
      where: { entityId: { in: ids } },
      orderBy: [{ entityId: "asc" }, { tagId: "asc" }],
    });
    let out = "";
    for (const record of rows) if (state.tags.has(record.tagId)) out += line(record);
    yield out;
  }
}

async function* templates(groupId: string, state: ExportState): Lines {
  const line = counter(state, "templates");
  for await (const rows of pages((after) =>
    db().template.findMany({ where: { groupId, ...afterId(after) }, orderBy: { id: "asc" }, take: BATCH }),
  )) {
    let out = "";
    for (const { groupId: _, ...record } of rows) {
      record.defaultLocationId = pick([record.defaultLocationId], state.entities);
      state.templates.add(record.id);
      state.templateOrder.push(record.id);
      out += line(record);
    }
    yield out;
  }
}

async function* templateFields(groupId: string, state: ExportState): Lines {
  const line = counter(state, "template-fields");
  for await (const rows of pages((after) =>
    db().templateField.findMany({
      where: { groupId, ...afterId(after) },
      orderBy: { id: "asc" },
      take: BATCH,
    }),
  )) {
    let out = "";
    for (const { groupId: _, ...record } of rows) {
      if (state.templates.has(record.templateId)) out += line(record);
    }
    yield out;
  }
}

async function* templateTags(_groupId: string, state: ExportState): Lines {
  const line = counter(state, "template-tags");
  for (let start = 0; start < state.templateOrder.length; start += BATCH) {
    const rows = await db().templateDefaultTag.findMany({
      where: { templateId: { in: state.templateOrder.slice(start, start + BATCH) } },
      orderBy: [{ templateId: "asc" }, { tagId: "asc" }],
    });
    let out = "";
    for (const record of rows) if (state.tags.has(record.tagId)) out += line(record);
    yield out;
  }
}

async function* entityTypeTemplates(groupId: string, state: ExportState): Lines {
  const line = counter(state, "entity-type-templates");
  const rows = await db().entityType.findMany({
    where: { groupId, defaultTemplateId: { not: null } },
    select: { id: true, defaultTemplateId: true },
    orderBy: { id: "asc" },
  });
  let out = "";
  for (const row of rows) {
    if (state.entityTypes.has(row.id) && state.templates.has(row.defaultTemplateId!)) {
      out += line({ entityTypeId: row.id, templateId: row.defaultTemplateId });
    }
  }
  yield out;
}

async function* maintenance(groupId: string, state: ExportState): Lines {
  const line = counter(state, "maintenance");
  for await (const rows of pages((after) =>
    db().maintenanceEntry.findMany({
      where: { groupId, ...afterId(after) },
      orderBy: { id: "asc" },
      take: BATCH,
    }),
  )) {
    let out = "";
    for (const { groupId: _, ...record } of rows) {
      if (state.entities.has(record.entityId)) out += line(record);
    }
    yield out;
  }
}

async function* loans(groupId: string, state: ExportState): Lines {
  const line = counter(state, "loans");
  for await (const rows of pages((after) =>
    db().loan.findMany({ where: { groupId, ...afterId(after) }, orderBy: { id: "asc" }, take: BATCH }),
  )) {
    let out = "";
    for (const { groupId: _, ...record } of rows) {
      if (state.entities.has(record.entityId)) out += line(record);
    }
    yield out;
  }
}

/** The SHA-256 of a stored attachment's bytes: its content hash, else the last part of its key. */
export function storedSha256(attachment: { path: string; contentHash: string | null }): string | undefined {
  const candidates = [attachment.contentHash, attachment.path.split("/").pop()];
  return candidates.find((value): value is string => !!value && isSha256Hex(value));
}

async function* attachments(groupId: string, state: ExportState): Lines {
  const line = counter(state, "attachments");
  // Thumbnails first: the records that point at them come after.
  for (const thumbnails of [true, false]) {
    for await (const rows of pages((after) =>
      db().attachment.findMany({
        where: {
          groupId,
          thumbnailOf: thumbnails ? { isNot: null } : { is: null },
          ...afterId(after),
        },
        orderBy: { id: "asc" },
        take: BATCH,
      }),
    )) {
      let out = "";
      for (const { groupId: _, ...record } of rows) {
        if (!state.entities.has(record.entityId)) continue;
        record.thumbnailId = pick([record.thumbnailId], state.attachments);
        if (record.mimeType !== LINK_MIME_TYPE) {
          const sha = storedSha256(record);
          if (!sha) continue; // no way to find its bytes again
          state.files.set(sha, record.path);
          record.path = sha;
        }
        state.attachments.add(record.id);
        out += line(record);
      }
      yield out;
    }
  }
}

/** The lines of each record file, read from the database in batches as the zip asks for them. */
export const recordLines: Record<RecordFile, (groupId: string, state: ExportState) => Lines> = {
  "entity-types": entityTypes,
  tags,
  entities,
  "entity-fields": entityFields,
  "entity-tags": entityTags,
  templates,
  "template-fields": templateFields,
  "template-tags": templateTags,
  "entity-type-templates": entityTypeTemplates,
  maintenance,
  attachments,
  loans,
};
