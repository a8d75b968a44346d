import type { CurrencyOut } from "@/lib/schemas/currencies";

let cached: CurrencyOut[] | undefined;

/**
 * ISO 4217 currencies from the runtime's ICU data. A national currency code starts with its
 * country's ISO 3166 code, which gives the `local` name; supranational (X..) codes have none.
 */
export function listCurrencies(): CurrencyOut[] {
  if (cached) return cached;
  const currencyNames = new Intl.DisplayNames(["en"], { type: "currency" });
  const regionNames = new Intl.DisplayNames(["en"], { type: "region", fallback: "none" });
  cached = Intl.supportedValuesOf("currency").map((code) => {
    const format = new Intl.NumberFormat("en", {
      style: "currency",
      currency: code,
      currencyDisplay: "narrowSymbol",
    });
    const symbol = format.formatToParts(0).find((part) => part.type === "currency")?.value ?? code;
    const region = code.startsWith("X") ? undefined : regionNames.of(code.slice(0, 2));
    return {
      code,
      name: currencyNames.of(code) ?? code,
      local: region ?? "",
      symbol,
      decimals: format.resolvedOptions().maximumFractionDigits ?? 2,
    };
  });
  return cached;
}

export function isCurrencyCode(code: string): boolean {
  return listCurrencies().some((currency) => currency.code === code);
}
