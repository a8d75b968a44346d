/**
 * HomeBox's values as its two database drivers hand them over, made one shape: SQLite gives times
 * as text (`2006-01-02 15:04:05.999999999-07:00`, sometimes Go's `… +0000 UTC`), booleans as 0/1,
 * JSON as text; PostgreSQL gives Date, boolean, bigint as a string and parsed JSON.
 */
import { ZERO_UUID } from "@/lib/schemas/zero-uuid";
import { HomeboxImportError } from "./import-error";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function uuidOf(value: unknown): string | null {
  if (value === null || value === undefined || value === "") return null;
  let text: string;
  if (Buffer.isBuffer(value) && value.length === 16) {
    const hex = value.toString("hex");
    text = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
  } else {
    text = String(value).toLowerCase();
  }
  if (!UUID.test(text)) throw new HomeboxImportError(`${JSON.stringify(String(value))} is not a UUID`);
  return text === ZERO_UUID ? null : text;
}

export function requiredUuid(value: unknown, what: string): string {
  const id = uuidOf(value);
  if (!id) throw new HomeboxImportError(`a ${what} has no id`);
  return id;
}

const GO_TIME =
  /^(\d{4})-(\d\d)-(\d\d)[T ](\d\d):(\d\d):(\d\d)(?:\.(\d+))?\s*(Z|[+-]\d\d:?\d\d)?(?:\s+[A-Z]{3,5})?(?:\s+m=[+-][\d.]+)?$/;

/** A time, or null for none and for Go's zero time (year 1), which HomeBox writes for "unset". */
export function timeOf(value: unknown): Date | null {
  if (value === null || value === undefined || value === "") return null;
  let date: Date;
  if (value instanceof Date) {
    date = value;
  } else if (typeof value === "string") {
    const match = GO_TIME.exec(value.trim());
    if (!match) throw new HomeboxImportError(`${JSON.stringify(value)} is not a time`);
    const [, y, mo, d, h, mi, s, fraction = "0", zone = "Z"] = match;
    const millis = Number(`0.${fraction}`) * 1000;
    const offset = zone === "Z" ? "Z" : `${zone.slice(0, 3)}:${zone.slice(-2)}`;
    date = new Date(
      `${y}-${mo}-${d}T${h}:${mi}:${s}.${String(Math.floor(millis)).padStart(3, "0")}${offset}`,
    );
  } else if (typeof value === "number") {
    date = new Date(value * 1000);
  } else {
    throw new HomeboxImportError(`${JSON.stringify(value)} is not a time`);
  }
  if (Number.isNaN(date.getTime()))
    throw new HomeboxImportError(`${JSON.stringify(String(value))} is not a time`);
  return date.getUTCFullYear() <= 1 ? null : date;
}

export function boolOf(value: unknown): boolean {
  if (typeof value === "boolean") return value;
  if (typeof value === "number" || typeof value === "bigint") return Number(value) !== 0;
  if (typeof value === "string") return /^(1|t|true)$/i.test(value);
  return false;
}

export function numberOf(value: unknown): number {
  if (value === null || value === undefined || value === "") return 0;
  const number = Number(value);
  if (!Number.isFinite(number))
    throw new HomeboxImportError(`${JSON.stringify(String(value))} is not a number`);
  return number;
}

export function textOf(value: unknown): string {
  if (value === null || value === undefined) return "";
  return Buffer.isBuffer(value) ? value.toString("utf8") : String(value);
}

export function optionalTextOf(value: unknown): string | null {
  const text = textOf(value);
  return text === "" ? null : text;
}

export function jsonOf(value: unknown): unknown {
  if (value === null || value === undefined || value === "") return null;
  if (typeof value !== "string" && !Buffer.isBuffer(value)) return value;
  try {
    return JSON.parse(textOf(value));
  } catch {
    throw new HomeboxImportError(`${JSON.stringify(textOf(value).slice(0, 40))} is not JSON`);
  }
}

export function bytesOf(value: unknown): Buffer {
  if (Buffer.isBuffer(value)) return value;
  if (value instanceof Uint8Array) return Buffer.from(value);
  if (typeof value === "string") return Buffer.from(value, "utf8");
  throw new HomeboxImportError("a token is not bytes");
}
