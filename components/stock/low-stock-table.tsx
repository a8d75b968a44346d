import { getTranslations } from "next-intl/server";
import Link from "next/link";
import { getFormats } from "@/lib/i18n/request-locale";
import type { LowStockItemOut } from "@/lib/schemas/stock";
import { QuantityStepper } from "./quantity-stepper";

/**
 * The shopping list: one row per item below its minimum. On a phone each row stacks (name and
 * place above, figures and −/+ below); printed, the steppers give way to the plain quantity and
 * an empty box to tick in the shop.
 */
export async function LowStockTable({ items, currency }: { items: LowStockItemOut[]; currency: string }) {
  const t = await getTranslations("stock.page");
  const f = await getFormats(currency);
  const head =
    "px-3 py-2 text-left text-xs font-semibold tracking-wide text-stone-600 uppercase dark:text-stone-400";
  const cell = "px-3 py-2 align-middle";
  return (
    <table className="w-full border-collapse text-sm">
      <thead className="border-b border-stone-200 max-sm:sr-only dark:border-stone-700">
        <tr>
          <th className={`${head} hidden w-8 print:table-cell`}>
            <span className="sr-only">✓</span>
          </th>
          <th className={head}>{t("item")}</th>
          <th className={head}>{t("location")}</th>
          <th className={`${head} text-right`}>{t("have")}</th>
          <th className={`${head} text-right`}>{t("minimum")}</th>
          <th className={`${head} text-right`}>{t("toBuy")}</th>
          <th className={head}>{t("unit")}</th>
        </tr>
      </thead>
      <tbody className="divide-y divide-stone-100 dark:divide-stone-800">
        {items.map((item) => (
          <tr
            key={item.id}
            className="max-sm:flex max-sm:flex-wrap max-sm:items-center max-sm:gap-x-3 max-sm:py-2"
          >
            <td className={`${cell} hidden print:table-cell`}>
              <span aria-hidden className="inline-block size-4 border border-stone-500" />
            </td>
            <td className={`${cell} font-medium max-sm:w-full max-sm:pb-0`}>
              <Link href={`/entities/${item.id}`} className="hover:underline print:no-underline">
                {item.name}
              </Link>
            </td>
            <td className={`${cell} text-stone-600 max-sm:w-full max-sm:py-0 dark:text-stone-400`}>
              {item.path.length > 0 ? item.path.join(" / ") : t("noLocation")}
            </td>
            <td className={`${cell} text-right tabular-nums`}>
              <span className="print:hidden">
                <QuantityStepper id={item.id} name={item.name} quantity={item.quantity} unit="" />
              </span>
              <span className="hidden print:inline">{f.count(item.quantity)}</span>
            </td>
            <td className={`${cell} text-right tabular-nums max-sm:text-stone-600`}>
              <span className="sm:hidden">{t("minimum")} </span>
              {f.count(item.minQuantity)}
            </td>
            <td className={`${cell} text-right font-semibold tabular-nums`}>
              <span className="sm:hidden">{t("toBuy")} </span>
              {f.count(item.toBuy)}
            </td>
            <td className={cell}>{item.unit}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
