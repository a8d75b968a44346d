"use client";

import Link from "next/link";
import { useState } from "react";
import { buttonStyles } from "@/components/ui/button-styles";
import { SelectField } from "@/components/ui/select-field";
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
import { useServerPrint } from "./use-server-print";

type LabelPrintViewProps = {
  labels: PrintViewLabel[];
  /** How many there were; more than `labels` when cut at the server's limit. */
  total: number;
  within: { id: string; name: string } | null;
  initialStock: SheetTemplateId | undefined;
  /** The server has a label printer command (`/v1/status` labelPrinting). */
  serverPrinting: boolean;
};

const labelCount = (count: number) => `${count} label${count === 1 ? "" : "s"}`;

/**
 * The labels on screen at their printed proportions on the chosen stock, printed through the
 * browser (only the labels, one roll label or one sheet a page) or on the server's label printer.
 */
export function LabelPrintView({ labels, total, within, initialStock, serverPrinting }: LabelPrintViewProps) {
  const [stock, setStock] = useState<SheetTemplateId>(initialStock ?? DEFAULT_PRINT_STOCK);
  const template = SHEET_TEMPLATES[stock];
  const serverPrint = useServerPrint(labels);

  const choose = (value: string) => {
    setStock(value as SheetTemplateId);
    // A reload or a shared link keeps the size.
    const url = new URL(window.location.href);
    url.searchParams.set("stock", value);
    window.history.replaceState(null, "", url);
  };

  const heading = within ? `Labels for everything in ${within.name}` : "Print labels";
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
              ? `The first ${labels.length} of ${total} (at most ${labels.length} at once).`
              : labelCount(labels.length)}
            {within && (
              <>
                {" · "}
                <Link href={`/entities/${within.id}`} className="underline underline-offset-2">
                  Back to {within.name}
                </Link>
              </>
            )}
          </p>
        </div>
        {labels.length === 0 ? (
          <p className="text-stone-600 dark:text-stone-400">
            {within ? `Nothing is stored in ${within.name} yet.` : "No labels to print."}
          </p>
        ) : (
          <div className="space-y-3">
            <SelectField
              label="Label size"
              className="w-full sm:w-80"
              value={stock}
              options={PRINT_STOCK_OPTIONS}
              hint={template.description}
              onChange={(event) => choose(event.target.value)}
            />
            <div className="flex flex-wrap gap-2">
              <button type="button" className={buttonStyles.primary} onClick={() => window.print()}>
                Print
              </button>
              {serverPrinting && (
                <button
                  type="button"
                  className={buttonStyles.secondary}
                  disabled={serverPrint.running}
                  onClick={() => void serverPrint.run()}
                >
                  {serverPrint.running
                    ? "Printing…"
                    : serverPrint.printed > 0 && remaining > 0
                      ? `Print the other ${labelCount(remaining)} on the label printer`
                      : "Print on the label printer"}
                </button>
              )}
            </div>
          </div>
        )}
        {serverPrinting && (
          <>
            <StatusMessage tone="info">
              {serverPrint.running
                ? `Printing ${Math.min(serverPrint.printed + 1, labels.length)} of ${labels.length}…`
                : serverPrint.printed > 0
                  ? serverPrint.printed === labels.length
                    ? `Sent ${labelCount(labels.length)} to the label printer.`
                    : `Sent ${serverPrint.printed} of ${labelCount(labels.length)} to the label printer.`
                  : ""}
            </StatusMessage>
            <StatusMessage tone="error">{serverPrint.problem}</StatusMessage>
          </>
        )}
        {labels.length > 0 && (
          <p className="text-sm text-stone-600 dark:text-stone-400">
            In the print dialog choose the printer with this stock, margins “None” and scale 100 %.
          </p>
        )}
      </div>
      <div className="label-sheet space-y-4 print:space-y-0" aria-label="Labels" role="region">
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
