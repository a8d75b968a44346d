/**
 * The plain (non-reference) fields of an entity, declared once. The API schemas, the entity's
 * values and their cleared state, the history snapshot, the form's draft, the CSV columns, the
 * collection backup and the HomeBox import derive their field lists from here.
 *
 * Pure data and small helpers (no database, no server modules): the browser and lib/schemas import
 * it. The order is the API's (EntityUpdate's keys); places that keep another order (HomeBox's CSV
 * columns, EntityOut) say so where they list it.
 *
 * Not here: the references (parent, entity type, tags), the asset ID, the import reference and the
 * custom fields, which every place treats on its own terms. lib/entities/value-fields.test.ts fails
 * when the Entity model and this list disagree.
 */

/**
 * How a field's value is held: `text` is one line and `longText` several (both strings), `number`
 * a whole number, `money` an amount in currency units (ten-thousandths in the database), `date` a
 * calendar day or none, `boolean` a flag.
 */
export type EntityFieldKind = "text" | "longText" | "number" | "money" | "date" | "boolean";

export type EntityFieldSpec = {
  readonly name: string;
  readonly kind: EntityFieldKind;
  /** The most characters a text takes (absent: no limit), or the largest whole number. */
  readonly max?: number;
  /**
   * HomeBox's name for it: its database column, and `HB.<name>` in its CSV when `csv` is true.
   * `homeboxOlder` is the column's name in older HomeBox databases.
   */
  readonly homebox: string;
  readonly homeboxOlder?: string;
  /** Whether the CSV carries it (HomeBox's column, or Cairn's own when `cairn`). */
  readonly csv: boolean;
  /**
   * A field of Cairn's own, which HomeBox lacks: `homebox` is then only its snake_case name (a
   * HomeBox database has no such column, so its import leaves the field at its cleared value), its
   * CSV column is `Cairn.<homebox>` (HomeBox's importer ignores columns it does not know), and a
   * full replace (PUT) keeps it when the body leaves it out, as HomeBox's clients never send it.
   */
  readonly cairn?: true;
  /** Whether the history snapshot records it (and so a change shows in the entity's history). */
  readonly history: boolean;
  /**
   * What a new entity starts with in the form and a CSV import, where it differs from the cleared
   * value of its kind (CLEARED_BY_KIND).
   */
  readonly initial?: number;
};

/** The largest quantity the 32-bit column holds. */
export const MAX_QUANTITY = 2_147_483_647;

export const ENTITY_FIELDS = [
  { name: "name", kind: "text", max: 255, homebox: "name", csv: true, history: true },
  { name: "description", kind: "longText", max: 1000, homebox: "description", csv: true, history: true },
  {
    name: "quantity",
    kind: "number",
    max: MAX_QUANTITY,
    homebox: "quantity",
    csv: true,
    history: true,
    initial: 1,
  },
  { name: "archived", kind: "boolean", homebox: "archived", csv: true, history: true },
  { name: "insured", kind: "boolean", homebox: "insured", csv: true, history: true },
  { name: "serialNumber", kind: "text", homebox: "serial_number", csv: true, history: true },
  { name: "modelNumber", kind: "text", homebox: "model_number", csv: true, history: true },
  { name: "manufacturer", kind: "text", homebox: "manufacturer", csv: true, history: true },
  { name: "notes", kind: "longText", homebox: "notes", csv: true, history: true },
  { name: "lifetimeWarranty", kind: "boolean", homebox: "lifetime_warranty", csv: true, history: true },
  { name: "warrantyExpires", kind: "date", homebox: "warranty_expires", csv: true, history: true },
  { name: "warrantyDetails", kind: "longText", homebox: "warranty_details", csv: true, history: true },
  {
    name: "purchaseDate",
    kind: "date",
    homebox: "purchase_date",
    homeboxOlder: "purchase_time",
    csv: true,
    history: true,
  },
  { name: "purchaseFrom", kind: "text", max: 255, homebox: "purchase_from", csv: true, history: true },
  { name: "purchasePrice", kind: "money", homebox: "purchase_price", csv: true, history: true },
  {
    name: "soldDate",
    kind: "date",
    homebox: "sold_date",
    homeboxOlder: "sold_time",
    csv: true,
    history: true,
  },
  { name: "soldTo", kind: "text", max: 255, homebox: "sold_to", csv: true, history: true },
  { name: "soldPrice", kind: "money", homebox: "sold_price", csv: true, history: true },
  { name: "soldNotes", kind: "longText", homebox: "sold_notes", csv: true, history: true },
  // HomeBox's CSV has no column for it; its database has.
  {
    name: "syncChildEntityLocations",
    kind: "boolean",
    homebox: "sync_child_entity_locations",
    csv: false,
    history: true,
  },
  // Consumables (lib/stock): the quantity below which the item is low on stock (0: none), and the
  // unit its quantity counts ("pcs", "m", "rolls").
  {
    name: "minQuantity",
    kind: "number",
    max: MAX_QUANTITY,
    homebox: "min_quantity",
    csv: true,
    history: true,
    cairn: true,
  },
  { name: "unit", kind: "text", max: 20, homebox: "unit", csv: true, history: true, cairn: true },
] as const satisfies readonly EntityFieldSpec[];

type Field = (typeof ENTITY_FIELDS)[number];
export type EntityFieldName = Field["name"];
/** The names of the fields of the given kinds. */
export type FieldNameOfKind<K extends EntityFieldKind> = Extract<Field, { kind: K }>["name"];
/** The kind of the named field. */
export type KindOf<N extends EntityFieldName> = Extract<Field, { name: N }>["kind"];
/** The fields HomeBox's CSV carries. */
export type CsvFieldName = Extract<Field, { csv: true }>["name"];
/** Cairn's own fields (see `cairn`). */
export type CairnFieldName = Extract<Field, { cairn: true }>["name"];
type CsvColumnOfField<F> = F extends { cairn: true; homebox: infer H extends string }
  ? `Cairn.${H}`
  : F extends { homebox: infer H extends string }
    ? `HB.${H}`
    : never;
export type CsvFieldColumn = CsvColumnOfField<Extract<Field, { csv: true }>>;

export const ENTITY_FIELD_NAMES: readonly EntityFieldName[] = ENTITY_FIELDS.map((field) => field.name);

/** A field's declaration, its name one of the list's. */
export type NamedFieldSpec = EntityFieldSpec & { readonly name: EntityFieldName };

const byName = new Map<string, EntityFieldSpec>(ENTITY_FIELDS.map((field) => [field.name, field]));

/** The declaration of one field. */
export function entityField(name: EntityFieldName): NamedFieldSpec {
  return byName.get(name)! as NamedFieldSpec;
}

/** The names of the fields of the given kinds, in the list's order. */
export function fieldsOfKind<K extends EntityFieldKind>(...kinds: K[]): FieldNameOfKind<K>[] {
  return ENTITY_FIELDS.filter((field) => (kinds as EntityFieldKind[]).includes(field.kind)).map(
    (field) => field.name as FieldNameOfKind<K>,
  );
}

/** Maps each field of the list (in its order) to a value: the building block of derived shapes. */
export function mapEntityFields<T>(
  value: (field: NamedFieldSpec) => T,
  fields: readonly NamedFieldSpec[] = ENTITY_FIELDS,
): Record<string, T> {
  return Object.fromEntries(fields.map((field) => [field.name, value(field)]));
}

/** A field's column in the CSV (`HB.warranty_details`; Cairn's own `Cairn.min_quantity`). */
export const csvColumnOf = (field: EntityFieldSpec) => `${field.cairn ? "Cairn" : "HB"}.${field.homebox}`;

/** The fields HomeBox's CSV carries, by their column. */
export const CSV_FIELD_BY_COLUMN: ReadonlyMap<CsvFieldColumn, CsvFieldName> = new Map(
  ENTITY_FIELDS.filter((field) => field.csv).map((field) => [
    csvColumnOf(field) as CsvFieldColumn,
    field.name as CsvFieldName,
  ]),
);

// --- values ----------------------------------------------------------------------------------

type ValueByKind = {
  text: string;
  longText: string;
  number: number;
  /** In currency units, e.g. 12.5. */
  money: number;
  date: Date | null;
  boolean: boolean;
};

/** The plain values of an entity, as domain callers give them. */
export type EntityValues = { [N in EntityFieldName]: ValueByKind[KindOf<N>] };

/** What each kind holds when cleared (a full replace or a new entity without the value). */
export const CLEARED_BY_KIND = {
  text: "",
  longText: "",
  number: 0,
  money: 0,
  date: null,
  boolean: false,
} as const satisfies ValueByKind;

/**
 * What a full replace (PUT) or a new entity gets for every value not given (the name is required).
 * Cairn's own fields are not cleared: a HomeBox client's PUT leaves them out and must keep them.
 */
export const CLEARED_VALUES = mapEntityFields(
  (field) => CLEARED_BY_KIND[field.kind],
  ENTITY_FIELDS.filter((field) => field.name !== "name" && !("cairn" in field)),
) as Omit<EntityValues, "name" | CairnFieldName>;

/** The text fields that have a length limit, with it. */
export const TEXT_LIMITS: ReadonlyMap<EntityFieldName, number> = new Map(
  ENTITY_FIELDS.flatMap((field): [EntityFieldName, number][] =>
    (field.kind === "text" || field.kind === "longText") && "max" in field ? [[field.name, field.max]] : [],
  ),
);

// --- the history snapshot ----------------------------------------------------------------------

/**
 * The fields the history snapshot records, in its order: the kinds grouped as history has always
 * listed them (the order of an entry's changes follows it), each group in the list's order.
 */
export const HISTORY_FIELDS = {
  text: fieldsOfKind("text", "longText").filter((name) => entityField(name).history),
  number: fieldsOfKind("number").filter((name) => entityField(name).history),
  boolean: fieldsOfKind("boolean").filter((name) => entityField(name).history),
  date: fieldsOfKind("date").filter((name) => entityField(name).history),
  money: fieldsOfKind("money").filter((name) => entityField(name).history),
};
