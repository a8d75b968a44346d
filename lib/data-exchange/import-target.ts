import { CSV_FIELD_BY_COLUMN, entityField } from "@/lib/entities/value-fields";
import type { Prisma } from "@/lib/generated/sqlite/client";
import type { CsvEntityRow } from "@/lib/schemas/data-exchange";
import { CSV_ENTITY_SELECT } from "./homebox-columns";
import type { ImportRow } from "./read-import-file";

// What one row of an import becomes: the entity it creates or updates, and the columns it sets.

export type ExistingEntity = Prisma.EntityGetPayload<{ select: typeof CSV_ENTITY_SELECT }>;
export type ValueColumns = Omit<ExistingEntity, "id" | "importRef" | "parentId" | "assetId">;

/** A new entity's value of each kind of field, in the database's terms (money in ten-thousandths). */
const NEW_BY_KIND = { text: "", longText: "", number: 0, money: 0n, date: null, boolean: false } as const;

/** Values of a new entity for every column its row leaves out (the field list's `initial` first). */
export const NEW_ENTITY_DEFAULTS = Object.fromEntries(
  [...CSV_FIELD_BY_COLUMN.values()].map((name) => {
    const field = entityField(name);
    return [name, field.initial ?? NEW_BY_KIND[field.kind]];
  }),
) as ValueColumns;

/** The field each CSV column sets (from the field list). */
export const VALUE_COLUMNS: Record<string, keyof ValueColumns> = Object.fromEntries(CSV_FIELD_BY_COLUMN);

/** The entity columns a row gives (a cell left empty where "empty" means "not given" is left out). */
export function valueColumnsOf(values: CsvEntityRow): Partial<ValueColumns> {
  const columns: Record<string, unknown> = {};
  // for...in, not Object.entries: no [key, value] pair made per cell of every row.
  for (const csvColumn in values) {
    const key = VALUE_COLUMNS[csvColumn];
    const value = values[csvColumn as keyof CsvEntityRow];
    if (key && value !== undefined) columns[key] = value;
  }
  return columns as Partial<ValueColumns>;
}

export const sameValue = (a: unknown, b: unknown) =>
  a instanceof Date || b instanceof Date
    ? (a as Date | null)?.getTime() === (b as Date | null)?.getTime()
    : a === b;

/** What the first reading needs of an entity a row's import reference names. */
export const EXISTING_REF_SELECT = { id: true, importRef: true, parentId: true, assetId: true } as const;
export type ExistingRef = Prisma.EntityGetPayload<{ select: typeof EXISTING_REF_SELECT }>;

export type Target = {
  row: ImportRow;
  id: string;
  existing: ExistingRef | undefined;
  /** undefined: keep the current parent (updates without a parent or location column). */
  parentId: string | null | undefined;
  tagIds: string[] | undefined;
  assetId: number | null;
  /** A new entity's placement, checked and given its asset ID before the values are read again. */
  created?: NewEntity;
  /** A new entity whose parent is a new entity of a later row. */
  parentLater?: boolean;
};

export type NewEntity = Prisma.EntityCreateManyInput & { id: string; parentId: string | null };
