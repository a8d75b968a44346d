// The V8 heap sizes (and the WebAssembly compiler) `npm start` gives the server. Node sizes the heap from the machine's memory
// and, on a large machine, lets it grow to several times what the app keeps alive before it
// collects (its growing factor rises with the heap limit). Cairn needs a few dozen MB, so the
// limits are set for the memory it may use, capped low enough that a small machine (a Raspberry
// Pi, a container with a memory limit) stays responsive and the resident size stays small.

const MB = 1024 * 1024;

/** The old generation's limit is a quarter of the memory, between these bounds (MB). */
export const OLD_SPACE_MIN_MB = 96;
export const OLD_SPACE_MAX_MB = 512;

/**
 * Each of the young generation's two semi-spaces (MB), whatever the machine. Both fill up soon after
 * start, so their size is resident: at 8 MB the server held 156 MB after the first sign-in, at 2 MB
 * 140-142 MB, for 1-5 % more CPU on a burst of creates and list reads (more, smaller scavenges).
 */
export const SEMI_SPACE_MB = 2;

const CGROUP_LIMIT_FILES = [
  "/sys/fs/cgroup/memory.max", // cgroup v2
  "/sys/fs/cgroup/memory/memory.limit_in_bytes", // cgroup v1
];

/**
 * The memory this process may use, in bytes: the container's (cgroup's) limit when it is lower
 * than the machine's memory. `readFile` answers a file's text or undefined.
 * @param {{ totalMemory: number, readFile: (file: string) => string | undefined }} machine
 */
export function memoryLimitBytes({ totalMemory, readFile }) {
  let limit = totalMemory;
  for (const file of CGROUP_LIMIT_FILES) {
    const text = readFile(file)?.trim() ?? "";
    // "max" (v2) or a huge number (v1) means no limit.
    if (!/^\d+$/.test(text)) continue;
    const value = Number(text);
    if (value > 0 && value < limit) limit = value;
  }
  return limit;
}

const flagName = (/** @type {string} */ flag) => (flag.split("=")[0] ?? "").replace(/_/g, "-");

/**
 * The heap flags already given in NODE_OPTIONS or on node's command line (these win).
 * @param {string | undefined} nodeOptions
 * @param {string[]} execArgv
 */
function givenFlags(nodeOptions, execArgv) {
  const given = new Set();
  for (const flag of [...(nodeOptions ?? "").split(/\s+/), ...execArgv])
    if (flag.startsWith("--")) given.add(flagName(flag));
  return given;
}

/**
 * The flags to start the server with, and why.
 * - CAIRN_MEMORY_MB=<n>: size the heap for n MB instead of the detected memory; 0 adds no flags.
 * - A --max-old-space-size or --max-semi-space-size in NODE_OPTIONS or node's own arguments is
 *   kept as given; only the other one is derived.
 * @param {{ env: Record<string, string | undefined>, execArgv: string[], memoryBytes: number }} input
 * @returns {{ flags: string[], memoryMb: number, error?: string }}
 */
export function heapFlags({ env, execArgv, memoryBytes }) {
  let memoryMb = Math.floor(memoryBytes / MB);
  const wanted = env.CAIRN_MEMORY_MB?.trim();
  if (wanted) {
    if (!/^\d+$/.test(wanted))
      return { flags: [], memoryMb, error: `CAIRN_MEMORY_MB must be a whole number of MB, not "${wanted}"` };
    memoryMb = Number(wanted);
    if (memoryMb === 0) return { flags: [], memoryMb };
  }
  const oldSpace = Math.max(OLD_SPACE_MIN_MB, Math.min(OLD_SPACE_MAX_MB, Math.floor(memoryMb / 4)));
  const given = givenFlags(env.NODE_OPTIONS, execArgv);
  const flags = [];
  if (!given.has("--max-old-space-size")) flags.push(`--max-old-space-size=${oldSpace}`);
  if (!given.has("--max-semi-space-size")) flags.push(`--max-semi-space-size=${SEMI_SPACE_MB}`);
  // WebAssembly (Prisma's query compiler) stays on V8's baseline compiler: recompiling its hot
  // functions with the optimising one cost about 55 MB resident at start, and the benchmark's list
  // and get requests used no more CPU without it.
  if (!given.has("--liftoff-only") && !given.has("--no-liftoff-only")) flags.push("--liftoff-only");
  return { flags, memoryMb };
}
