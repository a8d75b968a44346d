import { z } from "zod";

/** HomeBox's currencies.Currency. */
export const currencyOut = z.object({
  code: z.string(),
  name: z.string(),
  local: z.string(),
  symbol: z.string(),
  decimals: z.number(),
});
export type CurrencyOut = z.infer<typeof currencyOut>;
