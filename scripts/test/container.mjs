// `npm run test:container`: builds the Dockerfile with podman and checks the image it makes. Needs
// root, podman and debootstrap (`apt-get install -y podman debootstrap runc`) and several minutes;
// not part of `npm test` or CI. No registry can be pulled from on the machines this was written
// on, so the base image is made here: a minimal Debian bookworm from the mirror apt uses, plus the
// node and npm running this script, tagged as a local stand-in for node:20-bookworm-slim and
// passed to the Dockerfile's BASE_IMAGE. It removes what it made (containers, volume, images)
// unless CAIRN_CONTAINER_KEEP_BASE=1, which keeps only the base image for the next run.
import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  symlinkSync,
} from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { dropDatabase } from "../db/scratch-database.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");
const run = randomBytes(4).toString("hex");
const BASE = "localhost/cairn-test-node:20-bookworm-slim";
const IMAGE = `localhost/cairn-test:${run}`;
const CONTAINER = `cairn-test-${run}`;
const VOLUME = `cairn-test-data-${run}`;
const keepBase = process.env.CAIRN_CONTAINER_KEEP_BASE === "1";

const results = [];
const figures = [];
const made = {
  base: false,
  image: false,
  container: false,
  volume: false,
  buildImages: [],
  /** @type {string | undefined} */ pgContainer: undefined,
  /** @type {{ adminUrl: string, database: string } | undefined} */ database: undefined,
};

function check(name, ok, detail = "") {
  results.push({ name, ok });
  console.log(`${ok ? "PASS" : "FAIL"} ${name}${detail ? `: ${detail}` : ""}`);
  return ok;
}
const figure = (name, value) => {
  figures.push(`${name}: ${value}`);
  console.log(`  ${name}: ${value}`);
};
const step = (text) => console.log(`\n== ${text}`);

/** Runs a command; its output is returned, or streamed when `inherit` (long builds). */
function sh(command, args, { inherit = false, allowFail = false, input } = {}) {
  const result = spawnSync(command, args, {
    encoding: "utf8",
    input,
    stdio: inherit ? ["ignore", "inherit", "inherit"] : ["pipe", "pipe", "pipe"],
    maxBuffer: 256 * 1024 * 1024,
  });
  if (result.status !== 0 && !allowFail) {
    throw new Error(`${command} ${args.join(" ")} failed (${result.status}): ${result.stderr ?? ""}`.trim());
  }
  return { status: result.status, out: (result.stdout ?? "").trim(), err: (result.stderr ?? "").trim() };
}
const podman = (args, options) => sh("podman", [...runtimeArgs.global, ...args], options);

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    // In the range the project's servers use on shared machines.
    server.listen(20000 + Math.floor(Math.random() * 10000), "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** The Debian mirror apt is set up with here, so debootstrap reaches the same one. */
function debianMirror() {
  if (process.env.CAIRN_DEBIAN_MIRROR) return process.env.CAIRN_DEBIAN_MIRROR;
  const files = ["/etc/apt/sources.list"];
  const folder = "/etc/apt/sources.list.d";
  if (existsSync(folder)) files.push(...readdirSync(folder).map((file) => path.join(folder, file)));
  for (const file of files) {
    if (!existsSync(file)) continue;
    const text = readFileSync(file, "utf8");
    const match =
      text.match(/^URIs:\s*(\S+\/debian)\s*$/m) ??
      text.match(/^deb\s+(?:\[[^\]]*\]\s+)?(\S+\/debian)\s+bookworm/m);
    if (match) return match[1];
  }
  return "http://deb.debian.org/debian";
}

/**
 * Podman's defaults may need what a container sandbox lacks: raising resource limits
 * (CAP_SYS_RESOURCE) and crun on hybrid cgroups. Tries the defaults, then runc with limits no
 * higher than this process's own.
 */
const runtimeArgs = { global: [], limits: [] };
function pickRuntime() {
  if (podman(["run", "--rm", "--network=none", BASE, "true"], { allowFail: true }).status === 0)
    return "podman defaults";
  const limits = readFileSync("/proc/self/limits", "utf8");
  const hard = (name) => Number(limits.match(new RegExp(`^${name}\\s+\\S+\\s+(\\d+)`, "m"))?.[1] ?? 1024);
  const nofile = Math.min(hard("Max open files"), 65536);
  const candidate = {
    global: ["--runtime", "runc"],
    limits: ["--ulimit", `nofile=${nofile}:${nofile}`, "--ulimit", "nproc=4096:4096"],
  };
  const probe = sh(
    "podman",
    [...candidate.global, "run", "--rm", "--network=none", ...candidate.limits, BASE, "true"],
    {
      allowFail: true,
    },
  );
  if (probe.status !== 0) throw new Error(`podman cannot run a container here: ${probe.err}`);
  Object.assign(runtimeArgs, candidate);
  return `runc, ${candidate.limits.filter((arg) => arg !== "--ulimit").join(" ")}`;
}

/** Debian bookworm (minbase) + this machine's node, npm, node headers and CA bundle. */
function makeBaseImage() {
  const work = mkdtempSync(path.join(os.tmpdir(), "cairn-base-"));
  try {
    const rootfs = path.join(work, "rootfs");
    const mirror = debianMirror();
    console.log(`debootstrap bookworm from ${mirror}`);
    sh("debootstrap", ["--variant=minbase", "bookworm", rootfs, mirror], { inherit: false });
    rmSync(path.join(rootfs, "var/cache/apt/archives"), { recursive: true, force: true });
    mkdirSync(path.join(rootfs, "var/cache/apt/archives/partial"), { recursive: true });
    rmSync(path.join(rootfs, "var/lib/apt/lists"), { recursive: true, force: true });
    mkdirSync(path.join(rootfs, "var/lib/apt/lists/partial"), { recursive: true });

    // node where the official image has it, npm beside it, the headers node-gyp compiles against.
    const prefix = path.resolve(path.dirname(process.execPath), "..");
    const local = path.join(rootfs, "usr/local");
    mkdirSync(path.join(local, "bin"), { recursive: true });
    mkdirSync(path.join(local, "lib/node_modules"), { recursive: true });
    mkdirSync(path.join(local, "include"), { recursive: true });
    cpSync(process.execPath, path.join(local, "bin/node"));
    const npmDir = sh("npm", ["root", "-g"]).out;
    cpSync(path.join(npmDir, "npm"), path.join(local, "lib/node_modules/npm"), { recursive: true });
    symlinkSync("../lib/node_modules/npm/bin/npm-cli.js", path.join(local, "bin/npm"));
    symlinkSync("../lib/node_modules/npm/bin/npx-cli.js", path.join(local, "bin/npx"));
    const headers = path.join(prefix, "include/node");
    if (existsSync(headers)) cpSync(headers, path.join(local, "include/node"), { recursive: true });

    // This machine reaches the registries through a proxy with its own CA: trust what it trusts.
    const changes = ["ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin", 'CMD ["node"]'];
    if (existsSync(headers)) changes.push("ENV npm_config_nodedir=/usr/local");
    const bundle = process.env.NODE_EXTRA_CA_CERTS ?? "/etc/ssl/certs/ca-certificates.crt";
    if (existsSync(bundle)) {
      mkdirSync(path.join(rootfs, "etc/ssl/certs"), { recursive: true });
      cpSync(bundle, path.join(rootfs, "etc/ssl/certs/ca-certificates.crt"));
      changes.push("ENV NODE_EXTRA_CA_CERTS=/etc/ssl/certs/ca-certificates.crt");
    }
    const tar = spawnSync("tar", ["-C", rootfs, "-c", "."], { maxBuffer: 2 * 1024 * 1024 * 1024 });
    if (tar.status !== 0) throw new Error("tar of the base rootfs failed");
    sh("podman", ["import", ...changes.flatMap((change) => ["--change", change]), "-", BASE], {
      input: tar.stdout,
    });
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

async function fetchJson(url, options = {}) {
  const response = await fetch(url, {
    ...options,
    headers: { "Content-Type": "application/json", ...options.headers },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: AbortSignal.timeout(15_000),
  });
  const text = await response.text();
  let body;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    body = text;
  }
  return { status: response.status, body };
}

/** Milliseconds until /api/health/live answers 200, or throws after `limitMs`. */
async function waitLive(base, startedAt, limitMs = 120_000) {
  for (;;) {
    try {
      const response = await fetch(`${base}/api/health/live`, { signal: AbortSignal.timeout(2000) });
      if (response.status === 200) return performance.now() - startedAt;
    } catch {
      // not listening yet
    }
    if (performance.now() - startedAt > limitMs) throw new Error(`not live after ${seconds(limitMs)}`);
    await sleep(100);
  }
}

function imageIds() {
  return new Set(podman(["images", "-a", "-q", "--no-trunc"]).out.split("\n").filter(Boolean));
}

/** The start script's own figure from its "cairn is listening" line (the last one). */
function startupMs(logText) {
  const lines = logText.split("\n").filter((line) => line.includes("cairn is listening"));
  return lines.length ? (JSON.parse(lines.at(-1)).startupMs ?? "?") : "?";
}

function rssOfContainer() {
  const pid = podman(["inspect", "--format", "{{.State.Pid}}", CONTAINER]).out;
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = Number(status.match(/^VmRSS:\s+(\d+)/m)?.[1] ?? 0);
  return `${Math.round(kb / 1024)} MB`;
}

async function main() {
  step("prerequisites");
  const missing = ["podman", "debootstrap"].filter(
    (tool) => sh("which", [tool], { allowFail: true }).status !== 0,
  );
  if (process.getuid?.() !== 0) missing.push("root");
  if (
    !check(
      "root, podman and debootstrap are here",
      missing.length === 0,
      missing.length ? `missing ${missing.join(", ")}` : "",
    )
  )
    return;

  step(`base image ${BASE}`);
  if (podman(["image", "exists", BASE], { allowFail: true }).status === 0) {
    console.log("present: reused (CAIRN_CONTAINER_KEEP_BASE kept it)");
    made.base = !keepBase;
  } else {
    const started = performance.now();
    made.base = true;
    makeBaseImage();
    figure("base image made in", seconds(performance.now() - started));
  }
  console.log(`container runtime: ${pickRuntime()}`);

  step(`podman build ${IMAGE}`);
  const before = imageIds();
  const commit = sh("git", ["-C", root, "rev-parse", "HEAD"], { allowFail: true }).out;
  const buildStarted = performance.now();
  made.image = true;
  const build = podman(
    [
      "build",
      "--format",
      "docker", // OCI images carry no HEALTHCHECK
      "--layers=false",
      ...runtimeArgs.limits,
      "--build-arg",
      `BASE_IMAGE=${BASE}`,
      "--build-arg",
      `CAIRN_COMMIT=${/^[0-9a-f]{40}$/.test(commit) ? commit : ""}`,
      "-t",
      IMAGE,
      root,
    ],
    { inherit: true, allowFail: true },
  );
  made.buildImages = [...imageIds()].filter((id) => !before.has(id));
  if (!check("the image builds", build.status === 0)) return;
  figure("build time (no cache, dependencies downloaded)", seconds(performance.now() - buildStarted));
  const size = Number(podman(["image", "inspect", "--format", "{{.Size}}", IMAGE]).out);
  const baseSize = Number(podman(["image", "inspect", "--format", "{{.Size}}", BASE]).out);
  figure(
    "image size",
    `${Math.round(size / 1e6)} MB (base ${Math.round(baseSize / 1e6)} MB, Cairn's layers ${Math.round((size - baseSize) / 1e6)} MB)`,
  );
  const config = JSON.parse(podman(["image", "inspect", IMAGE]).out)[0];
  check(
    "the image declares user, volume, port and health check",
    config.Config?.User === "cairn" &&
      Object.keys(config.Config?.Volumes ?? {}).includes("/data") &&
      Object.keys(config.Config?.ExposedPorts ?? {}).includes("7745/tcp") &&
      JSON.stringify(config).includes("/api/health/live"),
    `user ${config.Config?.User}, volumes ${Object.keys(config.Config?.Volumes ?? {})}, ports ${Object.keys(config.Config?.ExposedPorts ?? {})}`,
  );

  step("run: read-only root file system, a named volume on /data");
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  podman(["volume", "create", VOLUME]);
  made.volume = true;
  let started = performance.now();
  made.container = true;
  podman([
    "run",
    "-d",
    "--name",
    CONTAINER,
    ...runtimeArgs.limits,
    "--read-only", // with podman's tmpfs /tmp, /var/tmp and /run: the app writes nowhere but /data
    "-p",
    `127.0.0.1:${port}:7745`,
    "-v",
    `${VOLUME}:/data`,
    IMAGE,
  ]);
  let liveMs;
  try {
    liveMs = await waitLive(base, started);
  } catch (error) {
    console.log(podman(["logs", CONTAINER], { allowFail: true }).out.slice(-4000));
    check("the container becomes live", false, String(error));
    return;
  }
  check("the container becomes live", true);
  figure("RSS of the server process just after start (/proc)", rssOfContainer());
  figure("start to /api/health/live 200 (first start: secrets, migrations)", seconds(liveMs));
  const logs = podman(["logs", CONTAINER], { allowFail: true });
  const logText = `${logs.out}\n${logs.err}`;
  check(
    "it did not rebuild at start",
    !/building|rebuilding/.test(logText) && /cairn is listening/.test(logText),
  );
  figure("of which the start script (secrets, fingerprint, migrations, next)", `${startupMs(logText)} ms`);

  const status = await fetchJson(`${base}/api/v1/status`);
  check(
    "/api/v1/status is healthy",
    status.status === 200 && status.body?.health === true,
    JSON.stringify(status.body).slice(0, 160),
  );
  check(
    "it reports the commit it was built from",
    !commit || status.body?.build?.commit === commit,
    status.body?.build?.commit,
  );
  const ready = await fetchJson(`${base}/api/health/ready`);
  check(
    "/api/health/ready: database, migrations and storage are fine",
    ready.status === 200,
    JSON.stringify(ready.body).slice(0, 200),
  );
  const page = await fetch(`${base}/login`, { signal: AbortSignal.timeout(15_000) });
  check(
    "a page renders (GET /login)",
    page.status === 200 && /<html/i.test(await page.text()),
    `${page.status}`,
  );
  const health = podman(["healthcheck", "run", CONTAINER], { allowFail: true });
  check("the image's HEALTHCHECK passes", health.status === 0, health.err || health.out);

  const uid = podman(["exec", CONTAINER, "id", "-u"]).out;
  check("the server runs as a non-root user", uid !== "" && uid !== "0", `uid ${uid}`);
  const top = podman(["top", CONTAINER, "user", "pid", "args"], { allowFail: true }).out;
  console.log(top);
  const write = podman(["exec", CONTAINER, "sh", "-c", "touch /app/x 2>&1 || exit 3"], { allowFail: true });
  check("the app's files cannot be written at run time", write.status === 3, write.out);

  step("register, sign in, create an item");
  const email = `container-${run}@example.com`;
  const password = "correct horse battery";
  const register = await fetchJson(`${base}/api/v1/users/register`, {
    method: "POST",
    body: { name: "Container Test", email, password },
  });
  check("register answers 204", register.status === 204, `${register.status}`);
  const login = await fetchJson(`${base}/api/v1/users/login`, {
    method: "POST",
    body: { username: email, password },
  });
  check(
    "login answers 200 with a token",
    login.status === 200 && typeof login.body?.token === "string",
    `${login.status}`,
  );
  const headers = { Authorization: login.body?.token ?? "" };
  const created = await fetchJson(`${base}/api/v1/entities`, {
    method: "POST",
    headers,
    body: { name: "Cordless drill in a container" },
  });
  check(
    "the item is created",
    created.status === 201 && typeof created.body?.id === "string",
    `${created.status}`,
  );

  await sleep(5000); // let it settle before the idle figures
  const stats = podman(["stats", "--no-stream", "--format", "{{.MemUsage}}", CONTAINER], { allowFail: true });
  figure(
    "idle memory, podman stats",
    stats.status === 0 ? stats.out : `unavailable (${stats.err.split("\n")[0]})`,
  );
  figure("idle RSS of the server process (/proc)", rssOfContainer());

  step("restart: the data is on the volume");
  const stopStarted = performance.now();
  podman(["stop", "-t", "30", CONTAINER]);
  const exitCode = podman(["inspect", "--format", "{{.State.ExitCode}}", CONTAINER]).out;
  check(
    "SIGTERM stops it cleanly (exit code 0)",
    exitCode === "0",
    `exit ${exitCode} after ${seconds(performance.now() - stopStarted)}`,
  );
  started = performance.now();
  podman(["start", CONTAINER]);
  try {
    figure("restart to live", seconds(await waitLive(base, started)));
    const restartLogs = podman(["logs", CONTAINER], { allowFail: true });
    figure("of which the start script", `${startupMs(`${restartLogs.out}\n${restartLogs.err}`)} ms`);
  } catch (error) {
    check("the container comes back", false, String(error));
    return;
  }
  const login2 = await fetchJson(`${base}/api/v1/users/login`, {
    method: "POST",
    body: { username: email, password },
  });
  check("the user survives the restart", login2.status === 200, `${login2.status}`);
  const again = await fetchJson(`${base}/api/v1/entities/${created.body?.id}`, {
    headers: { Authorization: login2.body?.token ?? "" },
  });
  check(
    "the item survives the restart",
    again.status === 200 && again.body?.name === "Cordless drill in a container",
    `${again.status}`,
  );
  const files = podman(
    [
      "run",
      "--rm",
      ...runtimeArgs.limits,
      "-v",
      `${VOLUME}:/data`,
      "--entrypoint",
      "ls",
      IMAGE,
      "-ln",
      "/data",
    ],
    {
      allowFail: true,
    },
  ).out;
  console.log(files);
  check(
    "the database and secrets are on the volume, owned by the app's user",
    /cairn\.db/.test(files) && /secrets\.json/.test(files) && !/ 0 +0 .*cairn\.db/.test(files),
  );
}

/**
 * With TEST_DATABASE_URL (a role that may create databases, reachable from this machine): the same
 * image on a scratch PostgreSQL database, on the host's network so it reaches a server on loopback.
 */
async function postgresRun() {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    console.log("\n== PostgreSQL: skipped (TEST_DATABASE_URL is not set)");
    return;
  }
  step("the same image on PostgreSQL");
  const { default: pg } = await import("pg");
  const database = `cairn_container_${run}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${database}`);
  await admin.end();
  made.database = { adminUrl, database };
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  made.pgContainer = `${CONTAINER}-pg`;
  podman([
    "run",
    "-d",
    "--name",
    made.pgContainer,
    ...runtimeArgs.limits,
    "--read-only",
    "--network",
    "host",
    "-e",
    `PORT=${port}`,
    "-e",
    "HOST=127.0.0.1",
    "-e",
    `DATABASE_URL=${url}`,
    IMAGE,
  ]);
  try {
    figure(
      "PostgreSQL: start to live (migrations on an empty database)",
      seconds(await waitLive(base, performance.now())),
    );
  } catch (error) {
    console.log(podman(["logs", made.pgContainer], { allowFail: true }).err.slice(-4000));
    check("PostgreSQL: the container becomes live", false, String(error));
    return;
  }
  const ready = await fetchJson(`${base}/api/health/ready`);
  check("PostgreSQL: /api/health/ready", ready.status === 200, JSON.stringify(ready.body).slice(0, 200));
  const email = `container-pg-${run}@example.com`;
  const password = "correct horse battery";
  await fetchJson(`${base}/api/v1/users/register`, { method: "POST", body: { name: "PG", email, password } });
  const login = await fetchJson(`${base}/api/v1/users/login`, {
    method: "POST",
    body: { username: email, password },
  });
  const created = await fetchJson(`${base}/api/v1/entities`, {
    method: "POST",
    headers: { Authorization: login.body?.token ?? "" },
    body: { name: "Stored in PostgreSQL" },
  });
  const reader = new pg.Client({ connectionString: url.toString() });
  await reader.connect();
  const rows = await reader.query(
    `SELECT count(*)::int AS n FROM "Entity" WHERE name = 'Stored in PostgreSQL'`,
  );
  await reader.end();
  check(
    "PostgreSQL: register, sign in and create an item, stored in the database",
    login.status === 200 && created.status === 201 && rows.rows[0].n === 1,
    `login ${login.status}, create ${created.status}`,
  );
}

function cleanup() {
  step("clean up");
  const quiet = { allowFail: true };
  if (made.container) podman(["rm", "-f", "-t", "5", CONTAINER], quiet);
  if (made.pgContainer) podman(["rm", "-f", "-v", "-t", "5", made.pgContainer], quiet);
  if (made.volume) podman(["volume", "rm", "-f", VOLUME], quiet);
  if (made.image) podman(["rmi", "-f", IMAGE], quiet);
  for (const id of made.buildImages) podman(["rmi", "-f", id], quiet);
  if (made.base && !keepBase) podman(["rmi", "-f", BASE], quiet);
  console.log(`removed the test's container, volume and images${keepBase ? " (kept the base image)" : ""}`);
}

try {
  await main();
  if (results.every((result) => result.ok)) await postgresRun();
} catch (error) {
  check("the test ran to its end", false, error instanceof Error ? error.message : String(error));
} finally {
  try {
    cleanup();
    if (made.database) {
      // The container is gone, so nothing holds a connection to it.
      await dropDatabase(made.database.adminUrl, made.database.database);
    }
  } catch (error) {
    check("clean-up", false, String(error));
  }
}
const failed = results.filter((result) => !result.ok).length;
console.log(`\n== summary\n${figures.join("\n")}`);
console.log(`${results.length - failed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
