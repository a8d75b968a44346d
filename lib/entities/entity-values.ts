import { invalidField } from "@/lib/errors/domain-error";
import { MAX_MONEY, minorFromNumber } from "@/lib/money";
import { MAX_QUANTITY } from "@/lib/schemas/entities";

/** The plain (non-reference) values of an entity, as domain callers give them. */
export type EntityValues = {
  name: string;
  description: string;
  quantity: number;
  archived: boolean;
  insured: boolean;
  serialNumber: string;
  modelNumber: string;
  manufacturer: string;
  notes: string;
  lifetimeWarranty: boolean;
  warrantyExpires: Date | null;
  warrantyDetails: string;
  purchaseDate: Date | null;
  purchaseFrom: string;
  /** In currency units, e.g. 12.5. */
  purchasePrice: number;
  soldDate: Date | null;
  soldTo: string;
  soldPrice: number;
  soldNotes: string;
  syncChildEntityLocations: boolean;
};

/** What a full replace (PUT) or a new entity gets for every value not given. */
export const CLEARED_VALUES: Omit<EntityValues, "name"> = {
  description: "",
  quantity: 0,
  archived: false,
  insured: false,
  serialNumber: "",
  modelNumber: "",
  manufacturer: "",
  notes: "",
  lifetimeWarranty: false,
  warrantyExpires: null,
  warrantyDetails: "",
  purchaseDate: null,
  purchaseFrom: "",
  purchasePrice: 0,
  soldDate: null,
  soldTo: "",
  soldPrice: 0,
  soldNotes: "",
  syncChildEntityLocations: false,
};

const TEXT_LIMITS: Partial<Record<keyof EntityValues, number>> = {
  name: 255,
  description: 1000,
  purchaseFrom: 255,
  soldTo: 255,
};

/**
 * The rules every write obeys, whoever calls (routes validate with zod first; other domains such
 * as templates call the functions directly). Throws 422 naming the field.
 */
export function assertEntityValues(values: Partial<EntityValues>): void {
  if (values.name !== undefined && values.name.trim().length === 0) throw invalidField("name", "is required");
  for (const [field, max] of Object.entries(TEXT_LIMITS)) {
    const value = values[field as keyof EntityValues];
    if (typeof value === "string" && value.length > max)
      throw invalidField(field, `must be at most ${max} characters`);
  }
  if (values.quantity !== undefined) {
    if (!Number.isInteger(values.quantity)) throw invalidField("quantity", "must be a whole number");
    if (values.quantity < 0) throw invalidField("quantity", "must not be negative");
    if (values.quantity > MAX_QUANTITY) throw invalidField("quantity", `must be at most ${MAX_QUANTITY}`);
  }
  for (const field of ["purchasePrice", "soldPrice"] as const) {
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
