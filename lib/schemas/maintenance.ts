import { z } from "zod";
import { MAX_MONEY, minorFromDecimalString, minorFromNumber } from "@/lib/money";
import { dateOnlyInput, trimmedName } from "./common";

export const MAINTENANCE_DESCRIPTION_MAX = 2500;
const MAX_COST_MINOR = minorFromNumber(MAX_MONEY);

/** `scheduled` = not done yet (no completed date), `completed` = done, `both` = everything. */
export type MaintenanceStatus = "scheduled" | "completed" | "both";

/** HomeBox's filter: any value other than the two known ones (or a repeated key) means both. */
export function maintenanceStatusOf(value: unknown): MaintenanceStatus {
  const text = typeof value === "string" ? value.trim().toLowerCase() : "";
  return text === "scheduled" || text === "completed" ? text : "both";
}

export const maintenanceListQuery = z.object({
  status: z.unknown().optional().transform(maintenanceStatusOf),
});
export type MaintenanceListQuery = z.infer<typeof maintenanceListQuery>;

/**
 * A cost: a decimal in a JSON string ("12.50", HomeBox's wire form) or a JSON number, stored exactly
 * as ten-thousandths. Absent, null or "" is no cost.
 */
export const costInput = z
  .union([z.string(), z.number(), z.null()], { message: "must be a decimal number" })
  .optional()
  .transform((value, ctx) => {
    if (value === undefined || value === null || (typeof value === "string" && value.trim() === ""))
      return 0n;
    const minor =
      typeof value === "number"
        ? Number.isFinite(value)
          ? minorFromNumber(value)
          : null
        : minorFromDecimalString(value);
    if (minor === null) {
      ctx.addIssue({ code: "custom", message: "must be a decimal number" });
      return z.NEVER;
    }
    if (minor < 0n) {
      ctx.addIssue({ code: "custom", message: "must not be negative" });
      return z.NEVER;
    }
    if (minor > MAX_COST_MINOR) {
      ctx.addIssue({ code: "custom", message: `must be at most ${MAX_MONEY}` });
      return z.NEVER;
    }
    return minor;
  });

/**
 * Create and update share one body: HomeBox's update is a full replace (omitted fields are cleared),
 * so both need a name and at least one date.
 */
export const maintenanceEntryInput = z
  .object({
    name: trimmedName(255),
    description: z
      .string({ message: "must be a string" })
      .max(MAINTENANCE_DESCRIPTION_MAX, {
        message: `must be at most ${MAINTENANCE_DESCRIPTION_MAX} characters`,
      })
      .nullish()
      .transform((value) => value ?? ""),
    cost: costInput,
    scheduledDate: dateOnlyInput,
    completedDate: dateOnlyInput,
  })
  .superRefine((entry, ctx) => {
    if (entry.scheduledDate || entry.completedDate) return;
    ctx.addIssue({
      code: "custom",
      path: ["scheduledDate"],
      message: "is required when completedDate is empty",
    });
    ctx.addIssue({
      code: "custom",
      path: ["completedDate"],
      message: "is required when scheduledDate is empty",
    });
  });
export type MaintenanceEntryInput = z.infer<typeof maintenanceEntryInput>;

/** HomeBox's repo.MaintenanceEntry. */
export const maintenanceEntryOut = z.object({
  id: z.string(),
  completedDate: z.string(),
  scheduledDate: z.string(),
  name: z.string(),
  description: z.string(),
  cost: z.string(),
});
export type MaintenanceEntryOut = z.infer<typeof maintenanceEntryOut>;

/** HomeBox's repo.MaintenanceEntryWithDetails: the entry plus the entity it belongs to. */
export const maintenanceEntryWithDetailsOut = maintenanceEntryOut.extend({
  itemID: z.string(),
  itemName: z.string(),
});
export type MaintenanceEntryWithDetailsOut = z.infer<typeof maintenanceEntryWithDetailsOut>;
