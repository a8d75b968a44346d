import { z } from "zod";
import { dateOnlyInput, uuid } from "./common";

export const LOAN_NOTE_MAX = 2500;
export const BORROWER_NAME_MAX = 255;
export const BORROWER_CONTACT_MAX = 255;
/** The most loans one list answer carries. */
export const MAX_LOAN_PAGE = 500;

const text = (max: number) =>
  z
    .string({ message: "must be a string" })
    .trim()
    .max(max, { message: `must be at most ${max} characters` })
    .nullish()
    .transform((value) => value ?? "");

/**
 * The earliest due date a check-out takes: yesterday in UTC. Dates carry no time zone, and a lender
 * west of UTC is still on the day before UTC's today; a day of slack lets everyone set their own
 * today, while a date plainly in the past (a typo of the year, say) is refused.
 */
export function earliestDueDate(now: Date = new Date()): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - 1));
}

/**
 * A check-out. The borrower is a member of the group (`borrowerUserId`) or a person named in free
 * text (`borrowerName`, with an optional e-mail address or phone number in `borrowerContact`).
 */
export const checkOutInput = z
  .object({
    quantity: z
      .number({ message: "must be a whole number" })
      .int({ message: "must be a whole number" })
      .min(1, { message: "must be at least 1" })
      .max(1_000_000, { message: "must be at most 1000000" })
      .optional()
      .transform((value) => value ?? 1),
    borrowerUserId: uuid.nullish().transform((value) => value ?? null),
    borrowerName: text(BORROWER_NAME_MAX),
    borrowerContact: text(BORROWER_CONTACT_MAX),
    dueDate: dateOnlyInput.transform((value) => value ?? null),
    note: text(LOAN_NOTE_MAX),
  })
  .superRefine((input, ctx) => {
    if (input.borrowerUserId === null && input.borrowerName === "")
      ctx.addIssue({ code: "custom", path: ["borrowerName"], message: "is required without borrowerUserId" });
    if (input.dueDate !== null && input.dueDate < earliestDueDate())
      ctx.addIssue({ code: "custom", path: ["dueDate"], message: "must not be before today" });
  });
export type CheckOutInput = z.infer<typeof checkOutInput>;

/** An empty body is a return without a note. */
export const returnLoanInput = z.object({ returnNote: text(LOAN_NOTE_MAX) });
export type ReturnLoanInput = z.infer<typeof returnLoanInput>;

/** `open` = not returned, `overdue` = open and due before today (UTC), `returned`, or `all`. */
export const LOAN_STATES = ["open", "overdue", "returned", "all"] as const;
export type LoanState = (typeof LOAN_STATES)[number];

const lastOf = z
  .union([z.string(), z.array(z.string())])
  .optional()
  .transform((raw) => (Array.isArray(raw) ? raw[raw.length - 1] : raw));

const positive = (fallback: number, max: number) =>
  lastOf.transform((raw) => {
    const value = raw === undefined ? NaN : Number(raw);
    return Number.isInteger(value) && value >= 1 ? Math.min(value, max) : fallback;
  });

export const loanListQuery = z.object({
  state: lastOf.transform((raw): LoanState => {
    const value = raw?.trim().toLowerCase() ?? "";
    return (LOAN_STATES as readonly string[]).includes(value) ? (value as LoanState) : "open";
  }),
  /** A borrower's key as GET /v1/borrowers answers it. */
  borrower: lastOf.transform((raw) => raw?.trim() || null),
  page: positive(1, 1_000_000),
  pageSize: positive(100, MAX_LOAN_PAGE),
});
export type LoanListQuery = z.infer<typeof loanListQuery>;

export const entityLoansQuery = z.object({
  state: lastOf.transform((raw): LoanState => {
    const value = raw?.trim().toLowerCase() ?? "";
    return (LOAN_STATES as readonly string[]).includes(value) ? (value as LoanState) : "all";
  }),
});

export const borrowerOut = z.object({
  /** `u:<user id>` for a member, `n:<name>` for someone named in free text. */
  key: z.string(),
  userId: z.string().nullable(),
  name: z.string(),
  contact: z.string(),
});
export type BorrowerOut = z.infer<typeof borrowerOut>;

export const loanOut = z.object({
  id: z.string(),
  entityId: z.string(),
  entityName: z.string(),
  quantity: z.number(),
  borrower: borrowerOut,
  /** `YYYY-MM-DD`, or "" without a due date. */
  dueDate: z.string(),
  note: z.string(),
  checkedOutAt: z.string(),
  checkedOutBy: z.object({ id: z.string(), name: z.string() }).nullable(),
  returnedAt: z.string().nullable(),
  returnNote: z.string(),
  overdue: z.boolean(),
});
export type LoanOut = z.infer<typeof loanOut>;

export const loanPageOut = z.object({
  items: z.array(loanOut),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type LoanPageOut = z.infer<typeof loanPageOut>;

/** An item's loans and how many of it are out now. */
export const entityLoansOut = z.object({
  /** The item's quantity (at least 1: an item without a count is one thing). */
  quantity: z.number(),
  out: z.number(),
  available: z.number(),
  loans: z.array(loanOut),
});
export type EntityLoansOut = z.infer<typeof entityLoansOut>;

export const borrowerSummaryOut = borrowerOut.extend({
  /** Loans not returned, and the units they hold. */
  openLoans: z.number(),
  openQuantity: z.number(),
  overdueLoans: z.number(),
  totalLoans: z.number(),
});
export type BorrowerSummaryOut = z.infer<typeof borrowerSummaryOut>;

export const loanSummaryOut = z.object({
  openLoans: z.number(),
  openQuantity: z.number(),
  overdueLoans: z.number(),
});
export type LoanSummaryOut = z.infer<typeof loanSummaryOut>;

/** The items list's Cairn filter `loans`: `out` = lent out now, `overdue` = a loan of it is overdue. */
export type LoanFilter = "out" | "overdue";

export function loanFilterOf(value: string | undefined): LoanFilter | null {
  const text = value?.trim().toLowerCase();
  return text === "out" || text === "overdue" ? text : null;
}
