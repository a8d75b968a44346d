// Child servers of a benchmark run: the production server (scripts/start.mjs) and the limit server,
// both on 127.0.0.1 and a free port. Every child is registered so that stopAll() can end them on
// any exit path (done, error, Ctrl-C); memory and CPU are read from /proc.
import { spawn } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { createServer } from "node:net";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/** @type {Set<import("node:child_process").ChildProcess>} */
const children = new Set();

export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

/**
 * @typedef {{ name: string, pid: number, baseUrl: string, output: () => string, stop: () => Promise<void> }} Child
 */

/**
 * @param {{ name: string, args: string[], env: Record<string, string | undefined>, port: number,
 *   healthPath: string, timeoutMs: number, log: (line: string) => void }} options
 * @returns {Promise<Child>}
 */
async function startChild({ name, args, env, port, healthPath, timeoutMs, log }) {
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: /** @type {NodeJS.ProcessEnv} */ (env),
    stdio: ["ignore", "pipe", "pipe"],
  });
  children.add(child);
  child.once("exit", () => children.delete(child));
  let output = "";
  const append = (/** @type {Buffer} */ chunk) => {
    output += chunk.toString();
    if (output.length > 200_000) output = output.slice(-100_000);
  };
  child.stdout.on("data", append);
  child.stderr.on("data", append);
  // The server builds the bundle when sources changed: say so rather than sit silent for a minute.
  child.stdout.on("data", (/** @type {Buffer} */ chunk) => {
    if (/building|rebuilding/.test(chunk.toString())) log(`${name}: building the production bundle first`);
  });

  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`${name} exited with ${child.exitCode}:\n${output.slice(-4000)}`);
    if (Date.now() > deadline) {
      await stopChild(child);
      throw new Error(`${name} did not answer ${healthPath} within ${timeoutMs} ms:\n${output.slice(-4000)}`);
    }
    try {
      const response = await fetch(`${baseUrl}${healthPath}`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { name, pid: child.pid ?? 0, baseUrl, output: () => output, stop: () => stopChild(child) };
}

/** @param {import("node:child_process").ChildProcess} child */
function stopChild(child) {
  return /** @type {Promise<void>} */ (
    new Promise((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once("exit", () => resolve());
      child.kill("SIGTERM");
      setTimeout(() => child.kill("SIGKILL"), 10_000).unref();
    })
  );
}

/** Ends every child still running. Safe to call more than once. */
export async function stopAll() {
  await Promise.all([...children].map(stopChild));
}

/** Synchronous last resort (process "exit" handlers cannot wait). */
export function killAllNow() {
  for (const child of children) child.kill("SIGKILL");
}

/**
 * The production server, as `npm start` runs it, on a free loopback port.
 * @param {{ dataDir: string, databaseUrl?: string, cpuProfileDir?: string, stallReport?: string,
 *   extraEnv?: Record<string, string>, log: (line: string) => void }} options
 *   stallReport: start the server with bench/loop-stall-probe.mjs writing to this file
 */
export async function startCairn({ dataDir, databaseUrl, cpuProfileDir, stallReport, extraEnv = {}, log }) {
  const port = await freePort();
  const env = {
    ...process.env,
    NODE_ENV: "production",
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    NEXTAUTH_URL: `http://127.0.0.1:${port}`,
    DATABASE_URL: databaseUrl,
    // The responsiveness scenario reads the event loop delays from /api/metrics.
    METRICS_ENABLED: "true",
    ...(stallReport ? { LOOP_STALL_REPORT: stallReport } : {}),
    ...extraEnv,
  };
  // Without DATABASE_URL the server uses <DATA_DIR>/cairn.db; an inherited one must not leak in.
  if (!databaseUrl) delete env.DATABASE_URL;
  const profile = cpuProfileDir ? ["--cpu-prof", `--cpu-prof-dir=${cpuProfileDir}`] : [];
  // BENCH_SERVER_NODE_FLAGS: node flags for the server, to compare settings (the launcher passes
  // its own node arguments on to the server).
  const extra = (process.env.BENCH_SERVER_NODE_FLAGS ?? "").split(/\s+/).filter(Boolean);
  // The probe tells a loop held by the server's own work from one waiting for a core (README).
  if (stallReport)
    extra.push("--import", pathToFileURL(path.join(root, "bench", "loop-stall-probe.mjs")).href);
  const launcher = await startChild({
    name: "cairn",
    args: [...profile, ...extra, path.join(root, "scripts", "start.mjs")],
    env,
    port,
    healthPath: "/api/v1/status",
    timeoutMs: 600_000,
    log,
  });
  // scripts/start.mjs runs the server as its child (with the heap flags); memory and CPU are the
  // server's. Without flags to set it serves in-process and has no child.
  return { ...launcher, launcherPid: launcher.pid, pid: servingPid(launcher.pid) };
}

/**
 * The server process started by the launcher `pid`, or `pid` itself when it serves in-process.
 * @param {number} pid
 */
export function servingPid(pid) {
  try {
    const children = readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8").trim().split(/\s+/);
    for (const child of children.filter(Boolean)) {
      const command = readFileSync(`/proc/${child}/cmdline`, "utf8");
      if (command.includes("server.mjs")) return Number(child);
    }
  } catch {
    // not on Linux, or gone: measure the process itself
  }
  return pid;
}

/** @param {{ databaseUrl: string, log: (line: string) => void }} options */
export async function startLimitServer({ databaseUrl, log }) {
  const port = await freePort();
  return startChild({
    name: "limit server",
    args: [path.join(root, "bench", "limit-server.mjs")],
    env: { ...process.env, PORT: String(port), LIMIT_DATABASE_URL: databaseUrl },
    port,
    healthPath: "/health",
    timeoutMs: 30_000,
    log,
  });
}

/**
 * Resident memory of a process in MB (VmRSS) and its peak so far (VmHWM); null once it is gone.
 * @param {number} pid
 */
export function memoryOf(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, "utf8");
    const kb = (/** @type {string} */ key) =>
      Number(new RegExp(`^${key}:\\s+(\\d+)`, "m").exec(status)?.[1] ?? 0);
    return { rssMb: kb("VmRSS") / 1024, peakMb: kb("VmHWM") / 1024 };
  } catch {
    return null;
  }
}

const CLOCK_TICKS_PER_SECOND = 100;

/**
 * User and system CPU time of a process in ms (from /proc/<pid>/stat); zeros once it is gone.
 * @param {number} pid
 */
export function cpuTimesOf(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return {
      userMs: (Number(fields[11]) * 1000) / CLOCK_TICKS_PER_SECOND,
      systemMs: (Number(fields[12]) * 1000) / CLOCK_TICKS_PER_SECOND,
    };
  } catch {
    return { userMs: 0, systemMs: 0 };
  }
}

/**
 * User plus system CPU time of a process in ms.
 * @param {number} pid
 */
export function cpuMsOf(pid) {
  const { userMs, systemMs } = cpuTimesOf(pid);
  return userMs + systemMs;
}

/**
 * CPU time per process of the processes named `command` whose command line contains `marker`
 * (PostgreSQL backends show their database there: "postgres: user database host(port) idle").
 * @param {string} command
 * @param {string} marker
 * @returns {Map<number, number>} pid → ms
 */
export function cpuByProcess(command, marker) {
  const found = new Map();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      if (stat.slice(stat.indexOf("(") + 1, stat.lastIndexOf(")")) !== command) continue;
      if (!readFileSync(`/proc/${entry}/cmdline`, "utf8").includes(marker)) continue;
      found.set(Number(entry), cpuMsOf(Number(entry)));
    } catch {
      // the process ended meanwhile
    }
  }
  return found;
}

/**
 * CPU time spent between two cpuByProcess snapshots by the processes alive at the second.
 * @param {Map<number, number>} before
 * @param {Map<number, number>} after
 */
export function cpuSpentBetween(before, after) {
  let total = 0;
  for (const [pid, ms] of after) total += Math.max(0, ms - (before.get(pid) ?? 0));
  return total;
}

/** CPU time the whole machine spent busy, in ms (all cores, from /proc/stat). */
export function machineBusyMs() {
  try {
    // The first line: "cpu" and the machine's times per state (user, nice, system, idle, iowait, irq…).
    const firstLine = /** @type {string} */ (readFileSync("/proc/stat", "utf8").split("\n")[0]);
    /** @typedef {[number, number, number, number, number, number, number, number, number]} CpuLine */
    const [, user, nice, system, , , irq, softirq, steal] = /** @type {CpuLine} */ (
      firstLine.trim().split(/\s+/).map(Number)
    );
    return ((user + nice + system + irq + softirq + steal) * 1000) / CLOCK_TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

/**
 * Samples a process's resident memory every `everyMs` until stopped; returns the highest value seen.
 * @param {number} pid
 */
export function sampleMemory(pid, everyMs = 100) {
  let peakMb = 0;
  const take = () => {
    const memory = memoryOf(pid);
    if (memory) peakMb = Math.max(peakMb, memory.rssMb);
  };
  take();
  const timer = setInterval(take, everyMs);
  return {
    stop: () => {
      clearInterval(timer);
      take();
      return peakMb;
    },
  };
}
