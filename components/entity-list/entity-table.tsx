import Link from "next/link";
import { useTranslations } from "next-intl";
import { useFormats } from "@/components/i18n/formats-provider";
import type { EntitySummary } from "@/lib/schemas/entities";
import type { EntityOrder } from "@/lib/schemas/entity-order";
import { pathText } from "./entity-path";
import { EntityTagChips } from "./entity-tag-chips";
import { EntityThumbnail } from "./entity-thumbnail";
import type { ShownSort } from "./list-params";
import { RowCheckbox } from "./row-checkbox";
import type { RowSelection } from "./selection";
import { SortHeader } from "./sort-header";
import { ListRowStepper } from "@/components/stock/quantity-stepper";

type EntityTableProps = {
  entities: EntitySummary[];
  selection: RowSelection;
  /** The page's select-all box lives in the header row. */
  pageCheckbox: React.ReactNode;
  sort: ShownSort;
  onSort: (column: EntityOrder) => void;
};

const cell = "px-3 py-2 align-middle";

/** The list on wider screens: one row per entity, fixed row height so nothing jumps as pages load. */
export function EntityTable({ entities, selection, pageCheckbox, sort, onSort }: EntityTableProps) {
  const t = useTranslations("entityList.rows");
  const f = useFormats();
  const header = { sort, onSort };
  return (
    <table className="w-full table-fixed text-sm">
      <caption className="sr-only">{t("pageLabel")}</caption>
      <thead className="border-b border-stone-200 text-left text-xs font-medium tracking-wide text-stone-600 uppercase dark:border-stone-800 dark:text-stone-400">
        <tr>
          <th scope="col" className="w-12 px-1 py-2">
            {pageCheckbox}
          </th>
          <SortHeader label={t("name")} column="name" className={`${cell} w-[26%]`} {...header} />
          <SortHeader label={t("assetId")} column="assetId" className={`${cell} w-28`} {...header} />
          <SortHeader label={t("location")} column="location" className={cell} {...header} />
          <th scope="col" className={`${cell} w-[12%]`}>
            {t("tags")}
          </th>
          <SortHeader
            label={t("qty")}
            column="quantity"
            className={`${cell} w-20 text-right`}
            alignEnd
            {...header}
          />
          <SortHeader
            label={t("price")}
            column="purchasePrice"
            className={`${cell} w-28 text-right`}
            alignEnd
            {...header}
          />
          <SortHeader label={t("updated")} column="updatedAt" className={`${cell} w-32`} {...header} />
        </tr>
      </thead>
      <tbody className="divide-y divide-stone-100 dark:divide-stone-800">
        {entities.map((entity) => {
          const where = pathText(entity);
          return (
            <tr key={entity.id} className="h-14 hover:bg-stone-50 dark:hover:bg-stone-900/60">
              <td className="px-1">
                <RowCheckbox
                  label={t("select", { name: entity.name })}
                  checked={selection.isSelected(entity.id)}
                  onChange={(checked, shiftKey) => selection.toggle(entity, checked, shiftKey)}
                />
              </td>
              <td className={cell}>
                <div className="flex min-w-0 items-center gap-3">
                  <EntityThumbnail entity={entity} />
                  <Link
                    href={`/entities/${entity.id}`}
                    className="truncate font-medium text-stone-900 hover:underline focus-visible:outline-2 focus-visible:outline-brand-500 dark:text-stone-100"
                  >
                    {entity.name}
                  </Link>
                  {entity.archived && (
                    <span className="shrink-0 rounded bg-stone-200 px-1.5 py-0.5 text-xs text-stone-700 dark:bg-stone-800 dark:text-stone-300">
                      {t("archived")}
                    </span>
                  )}
                </div>
              </td>
              <td className={`${cell} font-mono text-xs text-stone-600 dark:text-stone-400`}>
                {entity.assetId || "—"}
              </td>
              <td
                className={`${cell} truncate text-stone-700 dark:text-stone-300`}
                title={where || undefined}
              >
                {where || "—"}
              </td>
              <td className={cell}>
                <EntityTagChips tags={entity.tags} max={2} />
              </td>
              <td className={`${cell} text-right tabular-nums`}>
                {entity.minQuantity ? <ListRowStepper entity={entity} /> : f.count(entity.quantity)}
              </td>
              <td className={`${cell} text-right tabular-nums`}>{f.price(entity.purchasePrice)}</td>
              <td className={`${cell} whitespace-nowrap text-stone-600 tabular-nums dark:text-stone-400`}>
                {f.dateOf(entity.updatedAt)}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
