import { getTranslations } from "next-intl/server";
import { EntityTypeIcon } from "@/components/entity-types/entity-type-icon";
import { TagChip } from "@/components/tags/tag-chip";
import type { EntityOut } from "@/lib/schemas/entities";
import { getFormats } from "@/lib/i18n/request-locale";
import { attachmentUrl } from "./attachment-url";

/** Name, primary photo and the facts that identify an item or location at a glance. */
export async function EntityHeader({ entity, currency }: { entity: EntityOut; currency: string }) {
  const t = await getTranslations("entity");
  const common = await getTranslations("common");
  const f = await getFormats(currency);
  const badge =
    "inline-flex items-center gap-1 rounded-full border border-stone-300 px-2.5 py-0.5 text-xs font-medium text-stone-700 dark:border-stone-700 dark:text-stone-300";
  return (
    <header className="flex items-start gap-4">
      {entity.thumbnailId && (
        // eslint-disable-next-line @next/next/no-img-element -- our own API serves the WebP thumbnail
        <img
          src={attachmentUrl(entity.id, entity.thumbnailId)}
          alt=""
          className="size-20 shrink-0 rounded-lg object-cover sm:size-24"
        />
      )}
      <div className="min-w-0 flex-1 space-y-2">
        <h1 id="entity-heading" className="text-2xl font-semibold tracking-tight break-words">
          {entity.name}
        </h1>
        <ul aria-label={t("header.summary")} className="flex flex-wrap items-center gap-1.5">
          {entity.entityType && (
            <li className={badge}>
              <EntityTypeIcon type={entity.entityType} className="size-3.5" />
              {entity.entityType.name}
            </li>
          )}
          {entity.assetId && <li className={badge}>{t("header.asset", { assetId: entity.assetId })}</li>}
          {!entity.entityType?.isLocation && (
            <li className={badge}>{t("header.quantity", { quantity: f.count(entity.quantity) })}</li>
          )}
          {entity.archived && (
            <li className={`${badge} border-amber-400 text-amber-800 dark:text-amber-300`}>
              {t("fields.archived")}
            </li>
          )}
        </ul>
        {entity.tags.length > 0 && (
          <ul aria-label={common("tags")} className="flex flex-wrap gap-1.5">
            {entity.tags.map((tag) => (
              <li key={tag.id} className="flex">
                <TagChip tag={tag} size="md" />
              </li>
            ))}
          </ul>
        )}
      </div>
    </header>
  );
}
