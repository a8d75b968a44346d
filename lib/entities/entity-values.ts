import { invalidField } from "@/lib/errors/domain-error";
import { MAX_MONEY, minorFromNumber } from "@/lib/money";
import { CLEARED_VALUES, fieldsOfKind, MAX_QUANTITY, TEXT_LIMITS, type EntityValues } from "./value-fields";

// The values' list and their cleared state come from the one field list (value-fields.ts).
export { CLEARED_VALUES, type EntityValues };

const MONEY_FIELDS = fieldsOfKind("money");

/**
 * The rules every write obeys, whoever calls (routes validate with zod first; other domains such
 * as templates call the functions directly). Throws 422 naming the field.
 */
export function assertEntityValues(values: Partial<EntityValues>): void {
  if (values.name !== undefined && values.name.trim().length === 0) throw invalidField("name", "is required");
  for (const [field, max] of TEXT_LIMITS) {
    const value = values[field];
    if (typeof value === "string" && value.length > max)
      throw invalidField(field, `must be at most ${max} characters`);
  }
  for (const field of ["quantity", "minQuantity"] as const) {
    const value = values[field];
    if (value === undefined) continue;
    if (!Number.isInteger(value)) throw invalidField(field, "must be a whole number");
    if (value < 0) throw invalidField(field, "must not be negative");
    if (value > MAX_QUANTITY) throw invalidField(field, `must be at most ${MAX_QUANTITY}`);
  }
  for (const field of MONEY_FIELDS) {
    const value = values[field];
    if (value === undefined) continue;
    if (!Number.isFinite(value)) throw invalidField(field, "must be a number");
    if (value < 0) throw invalidField(field, "must not be negative");
    if (value > MAX_MONEY) throw invalidField(field, `must be at most ${MAX_MONEY}`);
  }
}

/** Entity columns for the given values (money to ten-thousandths; names trimmed). */
export function entityColumns(values: Partial<EntityValues>) {
  const { purchasePrice, soldPrice, name, ...rest } = values;
  return {
    ...rest,
    ...(name !== undefined ? { name: name.trim() } : {}),
    ...(purchasePrice !== undefined ? { purchasePrice: minorFromNumber(purchasePrice) } : {}),
    ...(soldPrice !== undefined ? { soldPrice: minorFromNumber(soldPrice) } : {}),
  };
}
