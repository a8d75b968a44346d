import Link from "next/link";
import { useTranslations } from "next-intl";
import { useFormats } from "@/components/i18n/formats-provider";
import type { EntitySummary } from "@/lib/schemas/entities";
import { pathText } from "./entity-path";
import { EntityThumbnail } from "./entity-thumbnail";
import { RowCheckbox } from "./row-checkbox";
import type { RowSelection } from "./selection";

type EntityGridProps = { entities: EntitySummary[]; selection: RowSelection };

/** The list as pictures: a card per entry, its photo large, for finding things by how they look. */
export function EntityGrid({ entities, selection }: EntityGridProps) {
  const t = useTranslations("entityList.rows");
  const f = useFormats();
  return (
    <ul
      aria-label={t("pageLabel")}
      className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-5"
    >
      {entities.map((entity) => {
        const where = pathText(entity);
        return (
          <li
            key={entity.id}
            className="relative flex flex-col rounded-xl border border-stone-200 bg-white dark:border-stone-800 dark:bg-stone-900"
          >
            <EntityThumbnail entity={entity} size="card" />
            <div className="absolute top-1 left-1 rounded-lg bg-white/85 dark:bg-stone-900/85">
              <RowCheckbox
                label={t("select", { name: entity.name })}
                checked={selection.isSelected(entity.id)}
                onChange={(checked, shiftKey) => selection.toggle(entity, checked, shiftKey)}
              />
            </div>
            <div className="min-w-0 p-2">
              <Link
                href={`/entities/${entity.id}`}
                className="block truncate text-sm font-medium text-stone-900 hover:underline focus-visible:outline-2 focus-visible:outline-brand-500 dark:text-stone-100"
              >
                {entity.name}
              </Link>
              <p className="truncate text-xs text-stone-600 dark:text-stone-400" title={where || undefined}>
                {where || t("nowhere")}
              </p>
              <p className="mt-1 flex justify-between gap-2 text-xs text-stone-700 tabular-nums dark:text-stone-300">
                <span>{t("quantity", { count: f.count(entity.quantity) })}</span>
                <span>{f.price(entity.purchasePrice)}</span>
              </p>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
