// Builds the production bundle when it is missing or was made from other sources than the ones
// here now. The fingerprint is a hash of the source files' contents, kept beside the build.
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";

const SOURCES = [
  "app",
  "components",
  "lib",
  "public",
  "prisma/schema.prisma",
  "next.config.mjs",
  "tailwind.config.ts",
  "postcss.config.mjs",
  "tsconfig.json",
  "package-lock.json",
  "proxy.ts",
  "instrumentation.ts",
];
const SKIP = new Set(["node_modules", ".next", "generated"]);

/**
 * @param {string} root
 * @param {string} relative
 * @param {string[]} into
 */
function listFiles(root, relative, into) {
  const full = path.join(root, relative);
  if (!existsSync(full)) return;
  if (statSync(full).isFile()) {
    into.push(relative);
    return;
  }
  for (const entry of readdirSync(full, { withFileTypes: true })) {
    if (SKIP.has(entry.name) || entry.name.endsWith(".test.ts") || entry.name.endsWith(".test.tsx")) continue;
    listFiles(root, path.join(relative, entry.name), into);
  }
}

/** @param {string} root */
export function sourceFingerprint(root) {
  /** @type {string[]} */
  const files = [];
  for (const source of SOURCES) listFiles(root, source, files);
  const hash = createHash("sha256");
  for (const file of files.sort()) {
    hash
      .update(file)
      .update("\0")
      .update(readFileSync(path.join(root, file)))
      .update("\0");
  }
  return hash.digest("hex");
}

const LOCK_STALE_MS = 15 * 60_000;
const LOCK_POLL_MS = 500;

/** @typedef {{ log?: (message: string) => void }} BuildOptions */

/** The lock's holder, as written into it: this machine's name and the building process's id. */
const holderText = () => `${os.hostname()} ${process.pid}`;

/**
 * Whether the process that took the lock has gone without releasing it (a build interrupted with
 * Ctrl-C, or a killed server): it was on this machine and no process has its id any more. A holder
 * on another machine sharing the checkout, or one not yet written down, counts as alive.
 * @param {string} lock
 */
function holderIsGone(lock) {
  let text;
  try {
    text = readFileSync(path.join(lock, "holder"), "utf8");
  } catch {
    return false;
  }
  const [host, pid] = text.trim().split(" ");
  if (host !== os.hostname() || !/^\d+$/.test(pid ?? "")) return false;
  try {
    process.kill(Number(pid), 0);
  } catch (error) {
    return /** @type {NodeJS.ErrnoException} */ (error).code === "ESRCH";
  }
  // An ended process whose parent has not collected it yet still has its id: Linux says "Z".
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    return stat.slice(stat.lastIndexOf(")") + 2).startsWith("Z");
  } catch {
    return false;
  }
}

/**
 * Several servers may start at once from one checkout (tests do): one builds, the others wait, and
 * say so. A lock whose holder has gone is taken over at once; one that says nothing of its holder
 * is given up after LOCK_STALE_MS.
 * @template T
 * @param {string} root
 * @param {() => T} work
 * @param {(message: string) => void} [log]
 * @returns {T}
 */
export function withBuildLock(root, work, log = console.log) {
  const lock = path.join(root, ".next-build.lock");
  const waitUntil = Date.now() + LOCK_STALE_MS;
  let told = false;
  for (;;) {
    try {
      mkdirSync(lock);
      writeFileSync(path.join(lock, "holder"), holderText());
      break;
    } catch (error) {
      if (/** @type {NodeJS.ErrnoException} */ (error).code !== "EEXIST") throw error;
      if (holderIsGone(lock)) {
        log(`an earlier build was interrupted and left ${lock}: taking it over`);
        rmSync(lock, { recursive: true, force: true });
        continue;
      }
      if (Date.now() > waitUntil || Date.now() - statSync(lock).mtimeMs > LOCK_STALE_MS) {
        rmSync(lock, { recursive: true, force: true });
        continue;
      }
      if (!told) log(`another server is building the bundle (${lock}): waiting for it`);
      told = true;
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, LOCK_POLL_MS);
    }
  }
  try {
    return work();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

/**
 * Whether the bundle in .next was built from the sources here now. Only reads.
 * @param {string} root
 */
function isFresh(root) {
  const stampFile = path.join(root, ".next", "cairn-source-fingerprint");
  if (!existsSync(path.join(root, ".next", "BUILD_ID")) || !existsSync(stampFile)) return false;
  return readFileSync(stampFile, "utf8") === sourceFingerprint(root);
}

/**
 * A fresh bundle is recognised before the lock is taken: the lock is a folder in the app's own
 * directory, which a read-only install (the container image, non-root over root-owned files)
 * cannot create, and which has nothing to guard when no build is due.
 * @param {string} root
 * @param {BuildOptions} [options]
 * @returns {boolean} whether a build ran
 */
export function buildIfStale(root, options = {}) {
  if (isFresh(root)) return false;
  return withBuildLock(root, () => buildUnlessFresh(root, options), options.log);
}

/**
 * @param {string} root
 * @param {BuildOptions} options
 */
function buildUnlessFresh(root, { log = console.log } = {}) {
  const stampFile = path.join(root, ".next", "cairn-source-fingerprint");
  const fingerprint = sourceFingerprint(root);
  const built = existsSync(path.join(root, ".next", "BUILD_ID")) && existsSync(stampFile);
  // Another server may have built while this one waited for the lock.
  if (built && readFileSync(stampFile, "utf8") === fingerprint) return false;
  log(
    built
      ? "sources changed since the last build: rebuilding"
      : "no production build yet: building (about a minute)",
  );
  const nextCli = path.join(root, "node_modules", "next", "dist", "bin", "next");
  const result = spawnSync(process.execPath, [nextCli, "build"], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1", NODE_ENV: "production" },
  });
  if (result.status !== 0) throw new Error(`next build failed with exit code ${result.status}`);
  writeFileSync(stampFile, fingerprint);
  return true;
}
