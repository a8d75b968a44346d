// The file scenarios of `npm run bench`: one timed run each, not a load. CSV export of the whole
// seeded inventory (time, size, and how far the server's memory rose while it streamed), CSV import
// of a generated file into a fresh group, and photo uploads of several megabytes each until their
// thumbnails exist. Each reports its own figures next to its targets: the files issue's times
// (issue 4), issue 18's memory.
import { randomBytes } from "node:crypto";
import { cpuMsOf, memoryOf, sampleMemory } from "./processes.mjs";
import { registerBenchUser } from "./inventory.mjs";
import { IMPORT_TARGET } from "./report.mjs";
import { formatResponsiveness, runResponsiveness } from "./responsiveness.mjs";

export const FILE_SCENARIO_NAMES = ["export", "import", "upload", "responsiveness"];

export const FILE_TARGETS = {
  export: { seconds: 10, peakRssMb: 300 },
  import: { seconds: 10 },
};

const seconds = (since) => Number(((performance.now() - since) / 1000).toFixed(2));

/** Runs `work` while sampling the server's memory: its duration, and RSS before and at the peak. */
async function measured(pid, work) {
  const before = memoryOf(pid)?.rssMb ?? 0;
  const cpuBefore = cpuMsOf(pid);
  const sampler = sampleMemory(pid, 50);
  const started = performance.now();
  const detail = await work();
  const elapsed = seconds(started);
  const peak = sampler.stop();
  // The server's own CPU time for the request (a loaded machine stretches the wall time, not this),
  // and what it still holds once the answer is out: memory kept after the answer is a leak.
  const serverCpuSeconds = Number(((cpuMsOf(pid) - cpuBefore) / 1000).toFixed(2));
  const rssAfterMb = Math.round(memoryOf(pid)?.rssMb ?? 0);
  return {
    seconds: elapsed,
    serverCpuSeconds,
    rssBeforeMb: Math.round(before),
    peakRssMb: Math.round(peak),
    rssAfterMb,
    ...detail,
  };
}

/** GET /v1/entities/export read to its end, counting bytes and lines without keeping them. */
async function exportAll(baseUrl, token) {
  const response = await fetch(`${baseUrl}/api/v1/entities/export`, { headers: { authorization: token } });
  if (!response.ok || !response.body) throw new Error(`export: ${response.status} ${await response.text()}`);
  let bytes = 0;
  let lines = 0;
  for await (const chunk of response.body) {
    bytes += chunk.length;
    for (const byte of chunk) if (byte === 10) lines += 1;
  }
  return { bytes, rows: Math.max(0, lines - 1) };
}

const IMPORT_COLUMNS = [
  "HB.import_ref",
  "HB.name",
  "HB.description",
  "HB.location",
  "HB.tags",
  "HB.quantity",
  "HB.purchase_price",
  "HB.purchase_date",
  "HB.manufacturer",
  "HB.model_number",
  "HB.serial_number",
  "HB.field.Colour",
];

/** A HomeBox-style TSV of `rows` items over 100 nested locations and 40 tags. */
export function importFile(rows) {
  const lines = [IMPORT_COLUMNS.join("\t")];
  for (let index = 1; index <= rows; index++) {
    const room = `Room ${index % 10}`;
    const shelf = `Shelf ${index % 100}`;
    lines.push(
      [
        `bench-${index}`,
        `Imported thing ${index}`,
        `Bulk imported item number ${index}`,
        `${room} / ${shelf}`,
        `Tag ${index % 40};Tag ${(index * 7) % 40}`,
        String(1 + (index % 5)),
        ((index % 1000) + 0.99).toFixed(2),
        `2024-${String(1 + (index % 12)).padStart(2, "0")}-15`,
        `Maker ${index % 50}`,
        `M-${index}`,
        `SN-${index}`,
        ["red", "green", "blue"][index % 3],
      ].join("\t"),
    );
  }
  return `${lines.join("\n")}\n`;
}

async function importInto(baseUrl, token, csv) {
  const form = new FormData();
  form.set("csv", new Blob([csv], { type: "text/tab-separated-values" }), "bench.tsv");
  const response = await fetch(`${baseUrl}/api/v1/entities/import`, {
    method: "POST",
    headers: { authorization: token },
    body: form,
  });
  if (response.status !== 204) throw new Error(`import: ${response.status} ${await response.text()}`);
  const list = await fetch(`${baseUrl}/api/v1/entities?page=1&pageSize=1`, {
    headers: { authorization: token },
  });
  return { bytes: Buffer.byteLength(csv), total: (await list.json()).total };
}

/** A photo of about `megabytes` MB: random noise does not compress, so the JPEG keeps its size. */
async function makePhoto(megabytes) {
  const { default: sharp } = await import("sharp");
  // Noise at quality 92 takes about 0.84 bytes a pixel.
  const side = Math.round(Math.sqrt((megabytes * 1024 * 1024) / 0.84));
  const raw = randomBytes(side * side * 3);
  return sharp(raw, { raw: { width: side, height: side, channels: 3 } })
    .jpeg({ quality: 92 })
    .toBuffer();
}

async function uploadPhotos(baseUrl, token, count, megabytes) {
  const photo = await makePhoto(megabytes);
  const created = await fetch(`${baseUrl}/api/v1/entities`, {
    method: "POST",
    headers: { authorization: token, "content-type": "application/json" },
    body: JSON.stringify({ name: "Bench photo subject" }),
  });
  if (created.status !== 201) throw new Error(`create: ${created.status} ${await created.text()}`);
  const entityId = (await created.json()).id;
  const uploadStarted = performance.now();
  for (let index = 0; index < count; index++) {
    const form = new FormData();
    form.set("file", new Blob([photo], { type: "image/jpeg" }), `photo-${index}.jpg`);
    form.set("name", `Photo ${index}`);
    const response = await fetch(`${baseUrl}/api/v1/entities/${entityId}/attachments`, {
      method: "POST",
      headers: { authorization: token },
      body: form,
    });
    if (response.status !== 201) throw new Error(`upload: ${response.status} ${await response.text()}`);
  }
  const uploadSeconds = seconds(uploadStarted);
  // Thumbnails are made after the answers: wait until every photo has one.
  const deadline = Date.now() + 120_000;
  for (;;) {
    const entity = await (
      await fetch(`${baseUrl}/api/v1/entities/${entityId}`, { headers: { authorization: token } })
    ).json();
    const photos = entity.attachments.filter((attachment) => attachment.type === "photo");
    if (photos.length >= count && photos.every((attachment) => attachment.thumbnail)) break;
    if (Date.now() > deadline) throw new Error("thumbnails did not appear within 120 s");
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const totalMb = (photo.length * count) / 1024 / 1024;
  return {
    photos: count,
    photoMb: Number((photo.length / 1024 / 1024).toFixed(2)),
    uploadSeconds,
    uploadMbPerSecond: Number((totalMb / uploadSeconds).toFixed(1)),
  };
}

/**
 * Runs the chosen file scenarios against the running server.
 * @param {{ names: string[], baseUrl: string, pid: number, token: string, importRows: number,
 *   responsivenessOnly?: "sheet" | "export", stallReport?: string, photos: number, itemIds: string[],
 *   log: (line: string) => void }} options
 */
export async function runFileScenarios({
  names,
  baseUrl,
  pid,
  token,
  importRows,
  responsivenessOnly,
  stallReport,
  photos,
  itemIds,
  log,
}) {
  const results = {};
  if (names.includes("export")) {
    results.export = await measured(pid, () => exportAll(baseUrl, token));
    log(
      `export: ${results.export.rows} rows, ${(results.export.bytes / 1024 / 1024).toFixed(1)} MB in ${results.export.seconds} s, ` +
        `server RSS ${results.export.rssBeforeMb} → peak ${results.export.peakRssMb} MB`,
    );
  }
  if (names.includes("import")) {
    const fresh = await registerBenchUser(baseUrl);
    const csv = importFile(importRows);
    results.import = await measured(pid, () => importInto(baseUrl, fresh.token, csv));
    results.import.rows = importRows;
    log(
      `import: ${importRows} rows in ${results.import.seconds} s (${results.import.total} items in the group), ` +
        `server RSS ${results.import.rssBeforeMb} → peak ${results.import.peakRssMb} → after ${results.import.rssAfterMb} MB, ` +
        `server CPU ${results.import.serverCpuSeconds} s`,
    );
  }
  if (names.includes("upload")) {
    results.upload = await measured(pid, () => uploadPhotos(baseUrl, token, photos, 5));
    log(
      `upload: ${photos} photos of ${results.upload.photoMb} MB in ${results.upload.uploadSeconds} s ` +
        `(${results.upload.uploadMbPerSecond} MB/s), all thumbnails after ${results.upload.seconds} s, ` +
        `server RSS ${results.upload.rssBeforeMb} → peak ${results.upload.peakRssMb} MB`,
    );
  }
  if (names.includes("responsiveness"))
    results.responsiveness = await runResponsiveness({
      baseUrl,
      pid,
      token,
      itemIds,
      log,
      only: responsivenessOnly,
      stallReport,
    });
  return results;
}

/** The file scenarios' lines of the printed report, with their targets. */
export function formatFileResults(results) {
  const lines = [];
  const verdict = (ok) => (ok ? "ok" : "MISSED");
  if (results.export) {
    const { seconds: took, peakRssMb, rows } = results.export;
    const target = FILE_TARGETS.export;
    lines.push(
      `export  ${rows} rows  ${took} s  peak RSS ${peakRssMb} MB  target <${target.seconds} s, <${target.peakRssMb} MB ` +
        verdict(took < target.seconds && peakRssMb < target.peakRssMb),
    );
  }
  if (results.import) {
    const { seconds: took, rows } = results.import;
    lines.push(
      `import  ${rows} rows  ${took} s  peak RSS ${results.import.peakRssMb} MB  target <${FILE_TARGETS.import.seconds} s, ` +
        `≤${IMPORT_TARGET.peakRssMb} MB ` +
        verdict(took < FILE_TARGETS.import.seconds && results.import.peakRssMb <= IMPORT_TARGET.peakRssMb),
    );
  }
  if (results.upload) {
    const upload = results.upload;
    lines.push(
      `upload  ${upload.photos} × ${upload.photoMb} MB  ${upload.uploadMbPerSecond} MB/s  thumbnails done after ${upload.seconds} s  peak RSS ${upload.peakRssMb} MB`,
    );
  }
  if (results.responsiveness) lines.push(formatResponsiveness(results.responsiveness));
  return lines.join("\n");
}
