import { getTranslations } from "next-intl/server";
import type { Formats } from "@/lib/i18n/format";
import { getFormats } from "@/lib/i18n/request-locale";
import type { ValuePoint } from "@/lib/statistics/value-history";

type ValueChartProps = { points: ValuePoint[]; currency: string };

// Chart drawings for phones and for wider screens: each has its own coordinate space, so the
// axis text keeps a readable size when the SVG scales to its container's width.
const PHONE = { width: 340, height: 220 };
const WIDE = { width: 900, height: 260 };
const PAD = { top: 12, right: 12, bottom: 28, left: 56 };

/** Nice round upper bound for the value axis (1, 2 or 5 × a power of ten). */
function axisMax(max: number): number {
  if (max <= 0) return 1;
  const power = 10 ** Math.floor(Math.log10(max));
  const step = [1, 2, 5, 10].find((factor) => factor * power >= max) ?? 10;
  return step * power;
}

/**
 * The inventory's value over time as an area chart drawn in SVG (no chart library), with a table
 * of the same figures for screen readers and for anyone who wants the exact numbers.
 */
export async function ValueChart({ points, currency }: ValueChartProps) {
  if (points.length < 2) return null;
  const t = await getTranslations("dashboard.chart");
  const f = await getFormats(currency);
  const top = axisMax(Math.max(...points.map((point) => point.value)));
  const first = points[0]!;
  const last = points[points.length - 1]!;
  const summary = t("summary", {
    from: f.money(first.value),
    fromDay: f.day(first.date),
    to: f.money(last.value),
    toDay: f.day(last.date),
  });
  const label = t("label", { summary });

  return (
    <figure>
      {/* Only one of the two is displayed (and so exposed to assistive technology) at a time. */}
      <ChartSvg points={points} f={f} top={top} size={PHONE} label={label} className="sm:hidden" />
      <ChartSvg points={points} f={f} top={top} size={WIDE} label={label} className="hidden sm:block" />
      <figcaption className="mt-2 text-sm text-stone-600 dark:text-stone-400">{summary}</figcaption>
      <details className="mt-2 text-sm">
        <summary className="cursor-pointer rounded font-medium text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-500 dark:text-brand-400">
          {t("showTable")}
        </summary>
        <table className="mt-2 w-full text-left">
          <caption className="sr-only">{t("tableCaption")}</caption>
          <thead>
            <tr className="border-b border-stone-200 dark:border-stone-700">
              <th scope="col" className="py-1 font-medium">
                {t("date")}
              </th>
              <th scope="col" className="py-1 text-right font-medium">
                {t("value")}
              </th>
            </tr>
          </thead>
          <tbody>
            {points.map((point) => (
              <tr key={point.date} className="border-b border-stone-100 last:border-0 dark:border-stone-800">
                <td className="py-1">{f.day(point.date)}</td>
                <td className="py-1 text-right tabular-nums">{f.money(point.value)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}

type ChartSvgProps = {
  points: ValuePoint[];
  f: Formats;
  top: number;
  size: { width: number; height: number };
  label: string;
  className: string;
};

function ChartSvg({ points, f, top, size, label, className }: ChartSvgProps) {
  const plotWidth = size.width - PAD.left - PAD.right;
  const plotHeight = size.height - PAD.top - PAD.bottom;
  const x = (index: number) => PAD.left + (index / (points.length - 1)) * plotWidth;
  const y = (value: number) => PAD.top + plotHeight - (value / top) * plotHeight;
  const line = points.map((point, index) => `${x(index).toFixed(1)},${y(point.value).toFixed(1)}`).join(" ");
  const baseline = PAD.top + plotHeight;
  const area = `M${x(0)},${baseline} L${line.replaceAll(" ", " L")} L${x(points.length - 1)},${baseline} Z`;
  const gridValues = [0, top / 2, top];
  return (
    <svg
      viewBox={`0 0 ${size.width} ${size.height}`}
      role="img"
      aria-label={label}
      className={`h-auto w-full text-brand-600 dark:text-brand-400 ${className}`}
    >
      {gridValues.map((value) => (
        <g key={value}>
          <line
            x1={PAD.left}
            x2={size.width - PAD.right}
            y1={y(value)}
            y2={y(value)}
            className="stroke-stone-200 dark:stroke-stone-700"
            strokeDasharray={value === 0 ? undefined : "4 4"}
          />
          <text
            x={PAD.left - 8}
            y={y(value)}
            textAnchor="end"
            dominantBaseline="middle"
            className="fill-stone-500 text-[11px] dark:fill-stone-400"
          >
            {f.moneyShort(value)}
          </text>
        </g>
      ))}
      <path d={area} fill="currentColor" fillOpacity={0.15} />
      <polyline points={line} fill="none" stroke="currentColor" strokeWidth={2.5} strokeLinejoin="round" />
      {points.map((point, index) => (
        <circle key={point.date} cx={x(index)} cy={y(point.value)} r={3} fill="currentColor" />
      ))}
      {[0, Math.floor((points.length - 1) / 2), points.length - 1].map((index) => (
        <text
          key={index}
          x={x(index)}
          y={size.height - 8}
          textAnchor={index === 0 ? "start" : index === points.length - 1 ? "end" : "middle"}
          className="fill-stone-500 text-[11px] dark:fill-stone-400"
        >
          {f.day(points[index]!.date)}
        </text>
      ))}
    </svg>
  );
}
