// `npm run bench -- --seed-import`: the benchmark inventory brought in the way people arrive, as
// HomeBox CSV files POSTed to the real import route (bench/seed/homebox-csv.ts makes them), instead
// of rows written through the data layer. Each file's import is timed with the server's memory.
import { readSeedIds } from "./inventory.mjs";
import { withTypeScriptModule } from "../scripts/load-ts.mjs";
import { cpuTimesOf, memoryOf, sampleMemory } from "./processes.mjs";

/** Rows per imported file: the size of the import the latency issue measured from outside. */
export const ROWS_PER_FILE = 50_000;

/** Upload limit the seeding server runs with: a 50,000-row file is larger than the default. */
export const SEEDING_UPLOAD_MB = 256;

/**
 * @param {{ baseUrl: string, pid: number, token: string, databaseUrl: string, groupId: string,
 *   rows: number, locations: number, tags: number, log: (line: string) => void }} options
 */
export async function seedThroughImport({
  baseUrl,
  pid,
  token,
  databaseUrl,
  groupId,
  rows,
  locations,
  tags,
  log,
}) {
  const started = performance.now();
  const imports = [];
  let report = { created: 0, locationsCreated: 0 };
  const searchTerms = await withTypeScriptModule("bench/seed/homebox-csv.ts", async (csv) => {
    let number = 0;
    for (const file of csv.homeboxCsvFiles({ rows, rowsPerFile: ROWS_PER_FILE, locations, tags })) {
      number += 1;
      const form = new FormData();
      form.set("csv", new Blob([file], { type: "text/csv" }), `inventory-${number}.csv`);
      const before = memoryOf(pid)?.rssMb ?? 0;
      const sampler = sampleMemory(pid, 50);
      const cpuBefore = cpuTimesOf(pid);
      const fileStarted = performance.now();
      const response = await fetch(`${baseUrl}/api/v1/entities/import?report=true`, {
        method: "POST",
        headers: { authorization: token },
        body: form,
      }).catch((error) => {
        // fetch says only "fetch failed"; what failed (a reset, a closed socket, a timeout) is its cause.
        const cause = error instanceof Error && error.cause ? `: ${String(error.cause)}` : "";
        throw new Error(
          `import of file ${number} failed after ${((performance.now() - fileStarted) / 1000).toFixed(2)} s${cause}`,
          { cause: error },
        );
      });
      const text = await response.text();
      const seconds = Number(((performance.now() - fileStarted) / 1000).toFixed(2));
      const peakRssMb = Math.round(sampler.stop());
      const cpuAfter = cpuTimesOf(pid);
      if (!response.ok)
        throw new Error(`import of file ${number}: ${response.status} ${text.slice(0, 2000)}`);
      const answer = JSON.parse(text);
      report = {
        created: report.created + answer.created,
        locationsCreated: report.locationsCreated + answer.locationsCreated,
      };
      const fileRows = answer.created + answer.updated + answer.skipped;
      const figures = {
        rows: fileRows,
        megabytes: Number((Buffer.byteLength(file) / 2 ** 20).toFixed(1)),
        seconds,
        serverUserCpuSeconds: Number(((cpuAfter.userMs - cpuBefore.userMs) / 1000).toFixed(2)),
        serverSystemCpuSeconds: Number(((cpuAfter.systemMs - cpuBefore.systemMs) / 1000).toFixed(2)),
        rssBeforeMb: Math.round(before),
        peakRssMb,
        rssAfterMb: Math.round(memoryOf(pid)?.rssMb ?? 0),
      };
      imports.push(figures);
      log(
        `  import ${number}: ${fileRows} rows (${figures.megabytes} MB) in ${seconds} s, ` +
          `server CPU ${figures.serverUserCpuSeconds} user + ${figures.serverSystemCpuSeconds} system s, ` +
          `server RSS ${figures.rssBeforeMb} → peak ${peakRssMb} → ${figures.rssAfterMb} MB`,
      );
    }
    return [...csv.SEARCH_TERMS];
  });
  const ids = await readSeedIds(databaseUrl, groupId);
  return {
    entities: report.created + report.locationsCreated,
    items: report.created,
    locations: ids.locationIds.length,
    tags: ids.tagIds.length,
    entityTags: null,
    customFields: null,
    maintenanceEntries: 0,
    ms: performance.now() - started,
    ...ids,
    searchTerms,
    imports,
  };
}
