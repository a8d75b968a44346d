"use client";

import { useTranslations } from "next-intl";
import { AssetOutcome } from "./asset-outcome";
import { CodeOutcome } from "./code-outcome";
import { OpenEntity } from "./open-entity";
import { scanTarget } from "./scan-target";

export type ScanSource = "camera" | "typed" | "scanner";

export type Scan = { id: number; code: string; source: ScanSource };

/** The last code read and what was done with it. */
export function ScanOutcome({ scan }: { scan: Scan }) {
  const t = useTranslations("scanner.outcome");
  const target = scanTarget(scan.code);
  return (
    <div className="space-y-3 text-sm">
      <p>
        <span className="text-stone-600 dark:text-stone-400">{t("scanned", { source: scan.source })} </span>
        <code className="rounded bg-stone-100 px-1.5 py-0.5 font-mono break-all text-stone-900 dark:bg-stone-800 dark:text-stone-100">
          {scan.code}
        </code>
      </p>
      {target.kind === "entity" && <OpenEntity entityId={target.entityId} what={t("label")} />}
      {target.kind === "asset" && <AssetOutcome assetId={target.assetId} />}
      {target.kind === "code" && <CodeOutcome code={target.code} />}
    </div>
  );
}
