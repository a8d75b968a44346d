import Link from "next/link";
import { useTranslations } from "next-intl";
import { useFormats } from "@/components/i18n/formats-provider";
import type { EntitySummary } from "@/lib/schemas/entities";
import { pathText } from "./entity-path";
import { EntityTagChips } from "./entity-tag-chips";
import { EntityThumbnail } from "./entity-thumbnail";
import { RowCheckbox } from "./row-checkbox";
import type { RowSelection } from "./selection";
import { ListRowStepper } from "@/components/stock/quantity-stepper";

type EntityCardsProps = { entities: EntitySummary[]; selection: RowSelection };

/** The list on phones: a stacked card per entity, the same facts as the table's columns. */
export function EntityCards({ entities, selection }: EntityCardsProps) {
  const t = useTranslations("entityList.rows");
  const f = useFormats();
  return (
    <ul aria-label={t("pageLabel")} className="divide-y divide-stone-100 dark:divide-stone-800">
      {entities.map((entity) => (
        <li key={entity.id} className="flex min-h-20 items-start gap-2 py-2">
          <RowCheckbox
            label={t("select", { name: entity.name })}
            checked={selection.isSelected(entity.id)}
            onChange={(checked, shiftKey) => selection.toggle(entity, checked, shiftKey)}
          />
          <EntityThumbnail entity={entity} />
          <div className="min-w-0 flex-1">
            <div className="flex items-baseline justify-between gap-2">
              <Link
                href={`/entities/${entity.id}`}
                className="truncate font-medium text-stone-900 hover:underline focus-visible:outline-2 focus-visible:outline-brand-500 dark:text-stone-100"
              >
                {entity.name}
              </Link>
              <span className="shrink-0 text-sm tabular-nums">{f.price(entity.purchasePrice)}</span>
            </div>
            <p className="truncate text-xs text-stone-600 dark:text-stone-400">
              {[
                entity.assetId ? `#${entity.assetId}` : null,
                pathText(entity) ? t("inPlace", { path: pathText(entity) }) : null,
                // An item kept in stock shows its count in the stepper below instead.
                entity.minQuantity ? null : t("quantity", { count: f.count(entity.quantity) }),
                entity.archived ? t("archivedLower") : null,
              ]
                .filter(Boolean)
                .join(" · ")}
            </p>
            <div className="mt-1">
              <EntityTagChips tags={entity.tags} />
            </div>
            {entity.minQuantity ? (
              <div className="mt-2">
                <ListRowStepper entity={entity} />
              </div>
            ) : null}
          </div>
        </li>
      ))}
    </ul>
  );
}
