import { z } from "zod";
import { dateOnlyInput } from "./common";

/** A repeated query key counts with its first value, as Go's `Query().Get` reads it. */
const firstQueryValue = (value: unknown) => (Array.isArray(value) ? value[0] : value);

/** `start`/`end` of the value-over-time chart: date-only; absent or "" = the default range. */
export const purchasePriceQuery = z.object({
  start: z.preprocess(firstQueryValue, dateOnlyInput),
  end: z.preprocess(firstQueryValue, dateOnlyInput),
});
export type PurchasePriceQuery = z.infer<typeof purchasePriceQuery>;

/** HomeBox's repo.GroupStatistics. */
export const groupStatisticsOut = z.object({
  totalUsers: z.number(),
  totalItems: z.number(),
  totalLocations: z.number(),
  totalTags: z.number(),
  totalItemPrice: z.number(),
  totalWithWarranty: z.number(),
});
export type GroupStatisticsOut = z.infer<typeof groupStatisticsOut>;

/** HomeBox's repo.TotalsByOrganizer: the inventory value filed under one tag or location. */
export const totalsByOrganizerOut = z.object({ id: z.string(), name: z.string(), total: z.number() });
export type TotalsByOrganizerOut = z.infer<typeof totalsByOrganizerOut>;

/** HomeBox's repo.ValueOverTimeEntry: one item entering the inventory. */
export const valueOverTimeEntryOut = z.object({ date: z.string(), value: z.number(), name: z.string() });
export type ValueOverTimeEntryOut = z.infer<typeof valueOverTimeEntryOut>;

/** HomeBox's repo.ValueOverTime. */
export const valueOverTimeOut = z.object({
  valueAtStart: z.number(),
  valueAtEnd: z.number(),
  start: z.string(),
  end: z.string(),
  entries: z.array(valueOverTimeEntryOut),
});
export type ValueOverTimeOut = z.infer<typeof valueOverTimeOut>;
