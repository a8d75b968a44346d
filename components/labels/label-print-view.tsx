"use client";

import Link from "next/link";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { buttonStyles } from "@/components/ui/button-styles";
import { SelectField } from "@/components/ui/select-field";
import { replaceAddress } from "@/components/navigation/page-refresh";
import { StatusMessage } from "@/components/ui/status-message";
import {
  DEFAULT_PRINT_STOCK,
  PRINT_STOCK_OPTIONS,
  pagesOf,
  printCss,
  screenScale,
} from "@/lib/labels/print-layout";
import { SHEET_TEMPLATES, type SheetTemplateId } from "@/lib/labels/sheet-templates";
import type { PrintViewLabel } from "@/lib/schemas/labels";
import { PrintedLabel } from "./printed-label";
import { useServerPrint, type PrintProblem } from "./use-server-print";

type LabelPrintViewProps = {
  labels: PrintViewLabel[];
  /** How many there were; more than `labels` when cut at the server's limit. */
  total: number;
  within: { id: string; name: string } | null;
  initialStock: SheetTemplateId | undefined;
  /** The server has a label printer command (`/v1/status` labelPrinting). */
  serverPrinting: boolean;
};

/**
 * The labels on screen at their printed proportions on the chosen stock, printed through the
 * browser (only the labels, one roll label or one sheet a page) or on the server's label printer.
 */
export function LabelPrintView({ labels, total, within, initialStock, serverPrinting }: LabelPrintViewProps) {
  const [stock, setStock] = useState<SheetTemplateId>(initialStock ?? DEFAULT_PRINT_STOCK);
  const template = SHEET_TEMPLATES[stock];
  const serverPrint = useServerPrint(labels);
  const t = useTranslations("labels");

  const problemText = (problem: PrintProblem | null): string | null => {
    if (!problem) return null;
    switch (problem.kind) {
      case "notSetUp":
        return t("problem.notSetUp");
      case "tooFast":
        return problem.waitSeconds === null
          ? t("problem.tooFastMinute")
          : t("problem.tooFast", { seconds: problem.waitSeconds });
      case "printerFailed":
        return problem.reason
          ? t("problem.printerFailedBecause", { name: problem.name, reason: problem.reason })
          : t("problem.printerFailed", { name: problem.name });
      case "gone":
        return t("problem.gone", { name: problem.name });
      case "other":
        return problem.reason
          ? t("problem.otherBecause", { name: problem.name, status: problem.status, reason: problem.reason })
          : t("problem.other", { name: problem.name, status: problem.status });
      case "unreachable":
        return t("problem.unreachable");
    }
  };

  const choose = (value: string) => {
    setStock(value as SheetTemplateId);
    // A reload or a shared link keeps the size.
    const url = new URL(window.location.href);
    url.searchParams.set("stock", value);
    replaceAddress(url.pathname + url.search + url.hash);
  };

  const heading = within ? t("headingWithin", { name: within.name }) : t("heading");
  const remaining = labels.length - serverPrint.printed;

  return (
    <section aria-labelledby="print-heading" className="space-y-5">
      <style>{printCss(template, screenScale(template))}</style>
      <div className="space-y-4 print:hidden">
        <div>
          <h1 id="print-heading" className="text-2xl font-semibold tracking-tight [overflow-wrap:anywhere]">
            {heading}
          </h1>
          <p className="mt-1 text-sm text-stone-600 dark:text-stone-400">
            {labels.length < total
              ? t("cut", { shown: labels.length, total })
              : t("count", { count: labels.length })}
            {within && (
              <>
                {" · "}
                <Link href={`/entities/${within.id}`} className="underline underline-offset-2">
                  {t("backTo", { name: within.name })}
                </Link>
              </>
            )}
          </p>
        </div>
        {labels.length === 0 ? (
          <p className="text-stone-600 dark:text-stone-400">
            {within ? t("emptyWithin", { name: within.name }) : t("empty")}
          </p>
        ) : (
          <div className="space-y-3">
            <SelectField
              label={t("size")}
              className="w-full sm:w-80"
              value={stock}
              options={PRINT_STOCK_OPTIONS}
              hint={template.description}
              onChange={(event) => choose(event.target.value)}
            />
            <div className="flex flex-wrap gap-2">
              <button type="button" className={buttonStyles.primary} onClick={() => window.print()}>
                {t("print")}
              </button>
              {serverPrinting && (
                <button
                  type="button"
                  className={buttonStyles.secondary}
                  disabled={serverPrint.running}
                  onClick={() => void serverPrint.run()}
                >
                  {serverPrint.running
                    ? t("printing")
                    : serverPrint.printed > 0 && remaining > 0
                      ? t("printRest", { count: remaining })
                      : t("printOnPrinter")}
                </button>
              )}
            </div>
          </div>
        )}
        {serverPrinting && (
          <>
            <StatusMessage tone="info">
              {serverPrint.running
                ? t("progress", {
                    at: Math.min(serverPrint.printed + 1, labels.length),
                    total: labels.length,
                  })
                : serverPrint.printed > 0
                  ? serverPrint.printed === labels.length
                    ? t("sentAll", { count: labels.length })
                    : t("sentSome", { printed: serverPrint.printed, count: labels.length })
                  : ""}
            </StatusMessage>
            <StatusMessage tone="error">{problemText(serverPrint.problem)}</StatusMessage>
          </>
        )}
        {labels.length > 0 && <p className="text-sm text-stone-600 dark:text-stone-400">{t("dialogHint")}</p>}
      </div>
      <div className="label-sheet space-y-4 print:space-y-0" aria-label={t("region")} role="region">
        {pagesOf(labels, template).map((page, index) => (
          <div key={index} className="label-page flex flex-wrap gap-3">
            {page.map((label, at) => (
              <PrintedLabel key={`${label.id}-${at}`} label={label} template={template} />
            ))}
          </div>
        ))}
      </div>
    </section>
  );
}
