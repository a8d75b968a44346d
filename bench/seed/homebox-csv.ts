// A HomeBox-format CSV as people bring their inventory in (`npm run bench -- --seed-import`): nested
// location paths ("Garage / Shelf Unit 2 / Shelf 3 / Box 4"), several tags per row, custom fields,
// notes, prices and dates. The same seed gives the same files, so two runs import the same data.
import { SeededRandom } from "./random";
import {
  ADJECTIVES,
  CUSTOM_FIELDS,
  DESCRIPTION_TEMPLATES,
  LOCATION_LEVELS,
  MANUFACTURERS,
  NOTES,
  PRODUCTS,
  SHOPS,
  TAG_LEVELS,
} from "./vocabulary";

const COLUMNS = [
  "HB.import_ref",
  "HB.location",
  "HB.tags",
  "HB.name",
  "HB.description",
  "HB.notes",
  "HB.quantity",
  "HB.insured",
  "HB.purchase_from",
  "HB.purchase_price",
  "HB.purchase_date",
  "HB.manufacturer",
  "HB.model_number",
  "HB.serial_number",
  "HB.warranty_expires",
  ...CUSTOM_FIELDS.map((field) => `HB.field.${field.name}`),
];

const TAGS_PER_ROW = [0, 1, 1, 2, 2, 2, 3, 3, 4, 5];

export type CsvSeedOptions = {
  /** Data rows, all files together. */
  rows: number;
  /** Rows per file. */
  rowsPerFile: number;
  /** Distinct location paths the rows are spread over. */
  locations: number;
  /** Distinct tag names. */
  tags: number;
  seed?: number;
};

/** One CSV cell: quoted when it holds the delimiter, a quote or a line break. */
const cell = (value: string) => (/[",\n\r]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

const isoDate = (date: Date) => date.toISOString().slice(0, 10);

/** Paths of two to six levels, named by depth, numbered so that siblings differ. */
function locationPaths(random: SeededRandom, count: number): string[] {
  const paths = new Set<string>();
  while (paths.size < count) {
    const depth = random.int(2, LOCATION_LEVELS.length);
    const names: string[] = [];
    for (let level = 0; level < depth; level++) {
      const name = random.pick(LOCATION_LEVELS[level]!);
      names.push(level === 0 ? name : `${name} ${random.int(1, level < 2 ? 3 : 6)}`);
    }
    paths.add(names.join(" / "));
  }
  return [...paths];
}

function tagNames(random: SeededRandom, count: number): string[] {
  const names = new Set<string>(TAG_LEVELS.flat());
  while (names.size < count) names.add(`${random.pick(TAG_LEVELS[0]!)} ${random.pick(TAG_LEVELS[1]!)}`);
  return [...names].slice(0, count);
}

/** The files, one string each, generated one at a time. */
export function* homeboxCsvFiles(options: CsvSeedOptions): Generator<string> {
  const random = new SeededRandom(options.seed ?? 18);
  const paths = locationPaths(random, options.locations);
  const tags = tagNames(random, options.tags);
  const now = Date.now();
  const yearsAgo = (years: number) => new Date(now - years * 365 * 86_400_000);
  for (let first = 0; first < options.rows; first += options.rowsPerFile) {
    const lines = [COLUMNS.join(",")];
    for (let index = first; index < Math.min(options.rows, first + options.rowsPerFile); index++) {
      const product = random.pick(PRODUCTS);
      const manufacturer = random.pick(MANUFACTURERS);
      const bought = random.date(yearsAgo(8), yearsAgo(0), true);
      const fields = CUSTOM_FIELDS.map((field) =>
        random.chance(0.4) ? String(random.pick<string | number | boolean>(field.values)) : "",
      );
      lines.push(
        [
          `csv-${index + 1}`,
          random.pick(paths),
          random.sample(tags, random.pick(TAGS_PER_ROW)).join(";"),
          `${random.chance(0.5) ? `${random.pick(ADJECTIVES)} ` : ""}${manufacturer} ${product}`,
          random.chance(0.7) ? random.pick(DESCRIPTION_TEMPLATES) : "",
          random.chance(0.3) ? `${random.pick(NOTES)}\nSee also the ${random.pick(PRODUCTS)}.` : "",
          String(random.chance(0.8) ? 1 : random.int(2, 20)),
          random.chance(0.2) ? "true" : "false",
          random.chance(0.6) ? random.pick(SHOPS) : "",
          random.chance(0.7) ? random.price(2, 1500).toFixed(2) : "",
          random.chance(0.7) ? isoDate(bought) : "",
          manufacturer,
          random.chance(0.6) ? `${random.code(3)}-${random.int(100, 9999)}` : "",
          random.chance(0.4) ? random.code(10) : "",
          random.chance(0.2) ? isoDate(new Date(bought.getTime() + 2 * 365 * 86_400_000)) : "",
          ...fields,
        ]
          .map(cell)
          .join(","),
      );
    }
    yield `${lines.join("\n")}\n`;
  }
}

/** Words the search scenario asks for; they occur in the generated names, notes and fields. */
export { SEARCH_TERMS } from "./vocabulary";
