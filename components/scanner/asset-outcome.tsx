"use client";

import { useTranslations } from "next-intl";
import { OpenEntity } from "./open-entity";
import { useAssetLookup } from "./use-asset-lookup";

/** An asset ID ("000-123"): open its entity, or say there is none. */
export function AssetOutcome({ assetId }: { assetId: string }) {
  const t = useTranslations("scanner.asset");
  const lookup = useAssetLookup(assetId);
  if (lookup.isPending) return <p>{t("looking", { assetId })}</p>;
  if (lookup.isError) return <p className="text-red-700 dark:text-red-400">{lookup.error.message}</p>;
  if (!lookup.data) return <p className="font-medium">{t("none", { assetId })}</p>;
  return <OpenEntity entityId={lookup.data.id} what={t("found", { assetId, name: lookup.data.name })} />;
}
