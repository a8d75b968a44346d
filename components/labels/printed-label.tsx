"use client";

import { useTranslations } from "next-intl";
import { useRef } from "react";
import { labelPadding, nameSizeRange } from "@/lib/labels/print-layout";
import type { SheetTemplate } from "@/lib/labels/sheet-templates";
import type { PrintViewLabel } from "@/lib/schemas/labels";
import { useFitText } from "./use-fit-text";

/** `n` label millimetres: `--u` is a millimetre on paper and a few on screen (print-layout.ts). */
const u = (n: number | string) => `calc(var(--u) * ${n})`;

/**
 * One label as it prints: black on white in every colour scheme (it is paper), the QR code on the
 * left, the name beside it wrapping at spaces and shrunk until it fits, then asset id and location.
 */
export function PrintedLabel({ label, template }: { label: PrintViewLabel; template: SheetTemplate }) {
  const t = useTranslations("labels");
  const labelRef = useRef<HTMLDivElement>(null);
  const boxRef = useRef<HTMLDivElement>(null);
  const nameRef = useRef<HTMLParagraphElement>(null);
  const range = nameSizeRange(template);
  useFitText(labelRef, boxRef, nameRef, { ...range, key: `${template.id}:${label.name}` });
  const padding = labelPadding(template);
  const qrSide = template.labelHeight - 2 * padding;

  return (
    <div
      ref={labelRef}
      data-label-id={label.id}
      className="printed-label flex shrink-0 overflow-hidden rounded-sm bg-white text-black shadow-[0_0_0_1px_rgba(120,113,108,0.6)]"
      style={{
        ["--f" as string]: range.max,
        width: u(template.labelWidth),
        height: u(template.labelHeight),
        padding: u(padding),
        gap: u(0.5),
      }}
    >
      <svg
        viewBox={`0 0 ${label.qr.modules} ${label.qr.modules}`}
        role="img"
        aria-label={t("qrOf", { name: label.name })}
        shapeRendering="crispEdges"
        className="shrink-0"
        style={{ width: u(qrSide), height: u(qrSide) }}
      >
        <path d={label.qr.path} fill="#000" />
      </svg>
      <div
        ref={boxRef}
        data-label-text=""
        className="flex min-w-0 flex-1 flex-col overflow-hidden"
        style={{ fontSize: u("var(--f)") }}
      >
        {/* Centred by its margins, not justify-content: text spilling above the box would not count in scrollHeight. */}
        <div className="my-auto shrink-0">
          <p
            ref={nameRef}
            data-label-name=""
            className="font-semibold leading-[1.15] [overflow-wrap:break-word] [hyphens:manual]"
          >
            {label.name}
          </p>
          {label.details.map((line) => (
            <p
              key={line}
              className="truncate leading-[1.2]"
              style={{ fontSize: `min(0.8em, ${u(template.labelHeight * 0.14)})`, marginTop: u(0.3) }}
            >
              {line}
            </p>
          ))}
        </div>
      </div>
    </div>
  );
}
