/** Prometheus text exposition format (version 0.0.4), written by hand: a few families per scrape. */
export type Labels = Record<string, string>;
export type Sample = { labels?: Labels; value: number; suffix?: string };
export type Family = {
  name: string;
  help: string;
  type: "counter" | "gauge" | "histogram";
  samples: Sample[];
};

const escapeLabel = (value: string) =>
  value.replace(/\\/g, "\\\\").replace(/\n/g, "\\n").replace(/"/g, '\\"');

function formatLabels(labels: Labels | undefined): string {
  const entries = Object.entries(labels ?? {});
  if (entries.length === 0) return "";
  return `{${entries.map(([key, value]) => `${key}="${escapeLabel(value)}"`).join(",")}}`;
}

function formatValue(value: number): string {
  if (Number.isNaN(value)) return "NaN";
  if (value === Infinity) return "+Inf";
  if (value === -Infinity) return "-Inf";
  return String(value);
}

export function renderFamilies(families: Family[]): string {
  const lines: string[] = [];
  for (const family of families) {
    lines.push(`# HELP ${family.name} ${family.help.replace(/\\/g, "\\\\").replace(/\n/g, "\\n")}`);
    lines.push(`# TYPE ${family.name} ${family.type}`);
    for (const sample of family.samples) {
      lines.push(
        `${family.name}${sample.suffix ?? ""}${formatLabels(sample.labels)} ${formatValue(sample.value)}`,
      );
    }
  }
  return `${lines.join("\n")}\n`;
}
