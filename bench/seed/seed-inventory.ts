// The benchmark inventory, written through the app's own data layer: its Prisma client (`db()`, so
// the same database URL rules), its asset-ID counter and its entity value rules. Rows go in with
// createMany in batches, one transaction per batch, instead of one API call per entity.
import { randomUUID } from "node:crypto";
import { db, type Tx } from "@/lib/db/client";
import { allocateAssetIds } from "@/lib/entities/asset-counter";
import { defaultEntityTypeId } from "@/lib/entities/entity-references";
import {
  assertEntityValues,
  CLEARED_VALUES,
  entityColumns,
  type EntityValues,
} from "@/lib/entities/entity-values";
import type { Prisma } from "@/lib/generated/sqlite/client";
import { minorFromNumber } from "@/lib/money";
import { SeededRandom } from "./random";
import {
  ADJECTIVES,
  CUSTOM_FIELDS,
  DESCRIPTION_TEMPLATES,
  LOCATION_LEVELS,
  MAINTENANCE_TASKS,
  MANUFACTURERS,
  NOTES,
  PRODUCTS,
  SEARCH_TERMS,
  SHOPS,
  TAG_LEVELS,
} from "./vocabulary";

export type SeedOptions = {
  userId: string;
  groupId: string;
  /** All entities, locations included. */
  entities: number;
  locations: number;
  tags: number;
  seed?: number;
  log?: (message: string) => void;
};

export type SeedSummary = {
  entities: number;
  locations: number;
  items: number;
  tags: number;
  entityTags: number;
  customFields: number;
  maintenanceEntries: number;
  ms: number;
  /** Items without children: safe to read, move and rewrite in the scenarios. */
  sampleItemIds: string[];
  locationIds: string[];
  tagIds: string[];
  searchTerms: string[];
};

type PendingEntity = {
  row: Omit<Prisma.EntityCreateManyInput, "assetId">;
  tagIds: string[];
  fields: Omit<Prisma.EntityFieldCreateManyInput, "entityId" | "groupId">[];
  maintenance: Omit<Prisma.MaintenanceEntryCreateManyInput, "entityId" | "groupId">[];
};

const LOCATION_SHARES = [0.01, 0.04, 0.12, 0.25, 0.33, 0.25];
const TAG_SHARES = [0.1, 0.25, 0.3, 0.25, 0.1];
const TAGS_PER_ITEM = [0, 0, 0, 1, 1, 1, 2, 2, 3, 4];
const BATCH = 2_000;
const NOW = new Date();
const YEARS_AGO = (years: number) => new Date(NOW.getTime() - years * 365 * 86_400_000);

/** Splits `total` into per-level counts by the shares; every level gets at least one. */
function levelSizes(total: number, shares: readonly number[]): number[] {
  const sizes = shares.map((share) => Math.max(1, Math.floor(total * share)));
  sizes[sizes.length - 1]! += total - sizes.reduce((sum, size) => sum + size, 0);
  return sizes;
}

function timestamps(random: SeededRandom) {
  const createdAt = random.date(YEARS_AGO(3), NOW);
  const updatedAt = random.date(
    createdAt,
    new Date(Math.min(NOW.getTime(), createdAt.getTime() + 365 * 86_400_000)),
  );
  return { createdAt, updatedAt };
}

/**
 * Drops the values the database default gives anyway (empty text, zero, false, null): the Prisma
 * query compiler's time grows with every value a createMany passes, and the rows come out the same.
 */
function withoutDefaults<T extends object>(columns: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(columns).filter(
      ([, value]) => !(value === "" || value === 0 || value === 0n || value === false || value === null),
    ),
  ) as Partial<T>;
}

/** The entity row as createEntity would write it: value rules checked, money converted, name trimmed. */
function entityRow(
  groupId: string,
  entityTypeId: string | null,
  parentId: string | null,
  values: Partial<EntityValues> & { name: string },
  random: SeededRandom,
): PendingEntity["row"] {
  const complete = { ...CLEARED_VALUES, ...values };
  assertEntityValues(complete);
  return {
    ...withoutDefaults(entityColumns(complete)),
    name: complete.name.trim(),
    id: randomUUID(),
    groupId,
    entityTypeId,
    parentId,
    ...timestamps(random),
  };
}

async function seedTags(groupId: string, total: number, random: SeededRandom): Promise<string[]> {
  const ids: string[] = [];
  const used = new Set<string>();
  let parents: string[] = [];
  for (const [level, size] of levelSizes(total, TAG_SHARES).entries()) {
    const words = TAG_LEVELS[level]!;
    const rows: Prisma.TagCreateManyInput[] = [];
    for (let index = 0; index < size; index++) {
      let name = words[index % words.length]!;
      if (used.has(name)) name = `${name} ${index + 1}`;
      used.add(name);
      rows.push({
        id: randomUUID(),
        groupId,
        parentId: level === 0 ? null : random.pick(parents),
        name,
        color: random.pick(["", "#e11d48", "#2563eb", "#16a34a", "#ca8a04"]),
        ...timestamps(random),
      });
    }
    await db().tag.createMany({ data: rows });
    parents = rows.map((row) => row.id!);
    ids.push(...parents);
  }
  return ids;
}

function locationEntities(
  groupId: string,
  typeId: string,
  total: number,
  random: SeededRandom,
): PendingEntity[] {
  const pending: PendingEntity[] = [];
  let parents: string[] = [];
  for (const [level, size] of levelSizes(total, LOCATION_SHARES).entries()) {
    const words = LOCATION_LEVELS[level]!;
    const current: string[] = [];
    for (let index = 0; index < size; index++) {
      const name = `${random.pick(words)} ${index + 1}`;
      const parentId = level === 0 ? null : random.pick(parents);
      const row = entityRow(groupId, typeId, parentId, { name, description: "" }, random);
      pending.push({ row, tagIds: [], fields: [], maintenance: [] });
      current.push(row.id!);
    }
    parents = current;
  }
  return pending;
}

function itemValues(random: SeededRandom): Partial<EntityValues> & { name: string } {
  const manufacturer = random.pick(MANUFACTURERS);
  const product = random.pick(PRODUCTS);
  const name = random.chance(0.4)
    ? `${random.pick(ADJECTIVES)} ${product}`
    : random.chance(0.5)
      ? `${manufacturer} ${product}`
      : product;
  const values: Partial<EntityValues> & { name: string } = {
    name,
    description: random.chance(0.6) ? random.pick(DESCRIPTION_TEMPLATES) : "",
    quantity: random.chance(0.8) ? 1 : random.int(2, 50),
    insured: random.chance(0.1),
    archived: random.chance(0.02),
    manufacturer: random.chance(0.7) ? manufacturer : "",
    modelNumber: random.chance(0.5) ? `${random.code(3)}-${random.int(100, 9999)}` : "",
    serialNumber: random.chance(0.6) ? random.code(12) : "",
    notes: random.chance(0.2) ? random.pick(NOTES) : "",
  };
  if (random.chance(0.7)) {
    values.purchasePrice = random.price(1, 2_000);
    values.purchaseDate = random.date(YEARS_AGO(6), NOW, true);
    values.purchaseFrom = random.pick(SHOPS);
  }
  if (random.chance(0.2)) {
    values.warrantyExpires = random.date(YEARS_AGO(1), YEARS_AGO(-3), true);
    values.warrantyDetails = "Manufacturer warranty, keep the receipt";
  }
  values.lifetimeWarranty = random.chance(0.03);
  if (random.chance(0.03)) {
    values.soldDate = random.date(YEARS_AGO(1), NOW, true);
    values.soldTo = "A neighbour";
    values.soldPrice = random.price(1, 500);
  }
  return values;
}

function itemExtras(random: SeededRandom, tagIds: string[]): Omit<PendingEntity, "row"> {
  const fields: PendingEntity["fields"] = [];
  if (random.chance(0.2)) {
    for (const [position, field] of random.sample(CUSTOM_FIELDS, random.int(1, 3)).entries()) {
      const value = random.pick<string | number | boolean>(field.values);
      fields.push({
        id: randomUUID(),
        position,
        name: field.name,
        type: field.type,
        textValue: typeof value === "string" ? value : "",
        numberValue: typeof value === "number" ? BigInt(value) : 0n,
        booleanValue: typeof value === "boolean" ? value : false,
      });
    }
  }
  const maintenance: PendingEntity["maintenance"] = [];
  if (random.chance(0.05)) {
    for (let count = random.int(1, 3); count > 0; count--) {
      const completed = random.chance(0.7);
      maintenance.push({
        id: randomUUID(),
        name: random.pick(MAINTENANCE_TASKS),
        description: completed ? "Done, all fine" : "",
        cost: minorFromNumber(random.chance(0.5) ? random.price(0, 200) : 0),
        scheduledDate: random.date(YEARS_AGO(1), YEARS_AGO(-1), true),
        completedDate: completed ? random.date(YEARS_AGO(1), NOW, true) : null,
      });
    }
  }
  return { tagIds: random.sample(tagIds, random.pick(TAGS_PER_ITEM)), fields, maintenance };
}

/** Writes the batch with consecutive asset IDs taken from the group's counter, as creates do. */
async function insertBatch(tx: Tx, groupId: string, batch: PendingEntity[]): Promise<void> {
  const firstAssetId = await allocateAssetIds(tx, groupId, batch.length);
  await tx.entity.createMany({
    data: batch.map((entity, index) => ({ ...entity.row, assetId: firstAssetId + index })),
  });
  const links = batch.flatMap((entity) =>
    entity.tagIds.map((tagId) => ({ entityId: entity.row.id!, tagId })),
  );
  if (links.length > 0) await tx.entityTag.createMany({ data: links });
  const fields = batch.flatMap((entity) =>
    entity.fields.map((field) => ({ ...field, groupId, entityId: entity.row.id! })),
  );
  if (fields.length > 0) await tx.entityField.createMany({ data: fields });
  const maintenance = batch.flatMap((entity) =>
    entity.maintenance.map((entry) => ({ ...entry, groupId, entityId: entity.row.id! })),
  );
  if (maintenance.length > 0) await tx.maintenanceEntry.createMany({ data: maintenance });
}

async function insertEntities(groupId: string, pending: PendingEntity[], log: (message: string) => void) {
  for (let start = 0; start < pending.length; start += BATCH) {
    const batch = pending.slice(start, start + BATCH);
    await db().$transaction((tx) => insertBatch(tx, groupId, batch), { maxWait: 30_000, timeout: 300_000 });
    if ((start / BATCH) % 10 === 9) log(`  ${start + batch.length} of ${pending.length} entities`);
  }
}

/** Closes the app's database client, so that the seeding process can end. */
export async function closeDatabase(): Promise<void> {
  await db().$disconnect();
}

/**
 * Seeds the group with `locations` nested locations (up to six deep), `tags` nested tags (up to five
 * deep) and items for the rest of `entities`: tags, prices, warranty and sale data, custom fields
 * and maintenance entries on a share of them. Deterministic for a given seed (ids aside).
 */
export async function seedInventory(options: SeedOptions): Promise<SeedSummary> {
  const startedAt = performance.now();
  const log = options.log ?? (() => {});
  const random = new SeededRandom(options.seed ?? 20_240_611);
  const { groupId } = options;
  const ctx = { userId: options.userId, groupId, role: "owner" as const };

  const locationType = await db().entityType.findFirstOrThrow({ where: { groupId, isLocation: true } });
  const itemTypeId = await defaultEntityTypeId(ctx);
  const tagIds = await seedTags(groupId, options.tags, random);

  const locations = locationEntities(groupId, locationType.id, options.locations, random);
  const locationIds = locations.map((location) => location.row.id!);
  await insertEntities(groupId, locations, log);
  log(`  ${locations.length} locations, ${tagIds.length} tags`);

  // Most items sit in a location, a few at the root, and some inside another item (a kit, a case).
  const itemCount = Math.max(0, options.entities - locations.length);
  const containers: PendingEntity[] = [];
  const contained: PendingEntity[] = [];
  for (let index = 0; index < itemCount; index++) {
    const inItem = containers.length > 0 && random.chance(0.02);
    const parentId = inItem
      ? random.pick(containers).row.id!
      : random.chance(0.05)
        ? null
        : random.pick(locationIds);
    const item: PendingEntity = {
      row: entityRow(groupId, itemTypeId, parentId, itemValues(random), random),
      ...itemExtras(random, tagIds),
    };
    (inItem ? contained : containers).push(item);
  }
  await insertEntities(groupId, [...containers, ...contained], log);

  const parentsOfItems = new Set(contained.map((item) => item.row.parentId));
  const leaves = [...containers, ...contained].filter((item) => !parentsOfItems.has(item.row.id!));
  const items = [...containers, ...contained];
  return {
    entities: locations.length + items.length,
    locations: locations.length,
    items: items.length,
    tags: tagIds.length,
    entityTags: items.reduce((sum, item) => sum + item.tagIds.length, 0),
    customFields: items.reduce((sum, item) => sum + item.fields.length, 0),
    maintenanceEntries: items.reduce((sum, item) => sum + item.maintenance.length, 0),
    ms: Math.round(performance.now() - startedAt),
    sampleItemIds: random.sample(leaves, 2_000).map((item) => item.row.id!),
    locationIds,
    tagIds,
    searchTerms: SEARCH_TERMS,
  };
}
