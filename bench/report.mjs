// The benchmark's verdict: the targets each scenario is held to, the printed table and the JSON file.
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";

const RSS_LIMIT_MB = 250;

/**
 * The server's resident memory at each phase of a run (issue 18, a small machine), in MB.
 * `under`: the reading must be below the bound; otherwise at most the bound.
 */
export const MEMORY_TARGETS = [
  { phase: "afterSignIn", label: "after start and first sign-in", maxMb: 150 },
  { phase: "loadPeak", label: "peak under the request load", maxMb: 300 },
  { phase: "exportPeak", label: "peak during the CSV export", maxMb: 300 },
  { phase: "afterIdle", label: "after the idle wait", maxMb: 200, under: true },
];

/**
 * The memory lines of the report.
 * @param {Record<string, number | null | undefined>} memory phase → MB
 * @param {number} idleSeconds
 */
export function formatMemory(memory, idleSeconds) {
  const lines = [
    ["after start", memory.afterStart, ""],
    ["after first sign-in", memory.afterSignIn, "afterSignIn"],
    ["peak under the request load (VmHWM)", memory.loadPeak, "loadPeak"],
    ["peak during the CSV export", memory.exportPeak, "exportPeak"],
    [`after ${idleSeconds} s idle following the load`, memory.afterIdle, "afterIdle"],
  ].map(([label, value, phase]) => {
    const target = MEMORY_TARGETS.find((candidate) => candidate.phase === phase);
    if (value === null || value === undefined) return `  ${label}: –`;
    if (!target) return `  ${label}: ${value} MB`;
    const passed = target.under ? value < target.maxMb : value <= target.maxMb;
    return `  ${label}: ${value} MB  (target ${target.under ? "<" : "≤"} ${target.maxMb} MB ${passed ? "ok" : "MISSED"})`;
  });
  return ["server resident memory (RSS of the serving process)", ...lines].join("\n");
}

/**
 * The targets, each checked against one measured row (app, at the given connections).
 * `limitRatio`: at least that share of the limit server's throughput for the same scenario.
 */
export const TARGETS = [
  { scenario: "list", connections: 1, p50: 6, p99: 15 },
  { scenario: "list", connections: 10, limitRatio: 0.7 },
  { scenario: "search", connections: 1, p50: 25, p99: 50 },
  { scenario: "tree", connections: 1, p99: 50 },
  { scenario: "get", connections: 1, p99: 5 },
];

const describe = (target) =>
  [
    target.p50 !== undefined ? `p50≤${target.p50}` : "",
    target.p99 !== undefined ? `p99≤${target.p99}` : "",
    target.limitRatio !== undefined ? `≥${target.limitRatio}×limit` : "",
  ]
    .filter(Boolean)
    .join(" ");

/**
 * @param {Array<Record<string, any>>} rows measured rows: { server: "app" | "limit", scenario, connections, ... }
 * @param {number | null} peakRssMb the app server's peak resident memory
 */
export function checkTargets(rows, peakRssMb) {
  const find = (server, scenario, connections) =>
    rows.find((row) => row.server === server && row.scenario === scenario && row.connections === connections);
  const checks = TARGETS.flatMap((target) => {
    const row = find("app", target.scenario, target.connections);
    if (!row) return [];
    const limit = find("limit", target.scenario, target.connections);
    const ratio = limit && limit.rps > 0 ? row.rps / limit.rps : null;
    const passed =
      row.failed === 0 &&
      (target.p50 === undefined || row.p50 <= target.p50) &&
      (target.p99 === undefined || row.p99 <= target.p99) &&
      (target.limitRatio === undefined || (ratio !== null && ratio >= target.limitRatio));
    return [
      {
        ...target,
        target: describe(target),
        passed,
        ratio: ratio === null ? null : Number(ratio.toFixed(2)),
      },
    ];
  });
  checks.push({
    scenario: "server",
    target: `peak RSS≤${RSS_LIMIT_MB} MB`,
    peakRssMb,
    passed: peakRssMb !== null && peakRssMb <= RSS_LIMIT_MB,
  });
  return checks;
}

function table(header, lines) {
  const widths = header.map((title, column) =>
    Math.max(title.length, ...lines.map((line) => String(line[column] ?? "").length)),
  );
  // Numbers right-aligned, text left-aligned.
  const format = (cells) =>
    cells
      .map((cell, column) =>
        typeof cell === "number" || /^-?[\d.–]+$/.test(String(cell))
          ? String(cell).padStart(widths[column])
          : String(cell ?? "").padEnd(widths[column]),
      )
      .join("  ")
      .trimEnd();
  return [format(header), widths.map((width) => "-".repeat(width)).join("  "), ...lines.map(format)].join(
    "\n",
  );
}

const show = (value, suffix = "") => (value === null || value === undefined ? "–" : `${value}${suffix}`);

/** The printed table: one line per scenario and connection count, the limit server beside the app. */
export function formatTable(rows, checks, peakRssMb) {
  const app = rows.filter((row) => row.server === "app");
  const lines = app.map((row) => {
    const limit = rows.find(
      (other) =>
        other.server === "limit" && other.scenario === row.scenario && other.connections === row.connections,
    );
    const check = checks.find((c) => c.scenario === row.scenario && c.connections === row.connections);
    return [
      row.scenario,
      row.connections,
      row.rps,
      row.p50,
      show(row.p95),
      row.p99,
      show(row.cpuMsPerRequest),
      show(row.databaseCpuMsPerRequest),
      row.failed > 0 ? row.failed : "",
      show(limit?.rps),
      show(limit?.p50),
      limit && limit.rps > 0 ? (row.rps / limit.rps).toFixed(2) : "–",
      show(row.peakRssMb),
      show(row.otherCpuCores),
      check ? `${check.target} ${check.passed ? "ok" : "MISSED"}` : "",
    ];
  });
  const rss = checks.find((check) => check.scenario === "server");
  return [
    table(
      [
        "scenario",
        "conns",
        "req/s",
        "p50 ms",
        "p95 ms",
        "p99 ms",
        "cpu ms/req",
        "db cpu ms/req",
        "failed",
        "limit req/s",
        "limit p50",
        "ratio",
        "RSS MB",
        "other load",
        "target",
      ],
      lines,
    ),
    "cpu ms/req: the server process's CPU time per request; db cpu: PostgreSQL's backends (SQLite runs inside the server)",
    "other load: CPU cores kept busy by other processes during the run (0 = a quiet machine)",
    `server peak RSS (VmHWM): ${show(peakRssMb, " MB")} — target ≤ ${RSS_LIMIT_MB} MB ${rss?.passed ? "ok" : "MISSED"}`,
  ].join("\n");
}

/** Writes the results as formatted JSON (prettier, as the repository's files are). */
export async function writeResults(file, results) {
  const prettier = await import("prettier");
  mkdirSync(path.dirname(file), { recursive: true });
  const options = (await prettier.resolveConfig(file)) ?? {};
  writeFileSync(file, await prettier.format(JSON.stringify(results), { ...options, filepath: file }));
}
