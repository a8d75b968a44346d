// The server `npm start` runs (through scripts/start.mjs, which sets its heap limits). Creates the
// data directory and its secrets, builds the production bundle if it is missing or stale, applies pending migrations,
// then serves the app. `--dev` serves the development build instead (no bundle, no stamp).
import { spawnSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import { EventEmitter } from "node:events";
import http from "node:http";
import net from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { readOrCreateSecrets } from "../lib/config/secrets-file.mjs";
import { buildIfStale } from "./build-if-stale.mjs";
import { hasMalformedPath, refuseMalformedPath } from "./malformed-url.mjs";
import { resolveDatabaseUrl } from "../lib/db/database-url.mjs";
import { disallowedMethod, routeMatcher } from "../lib/http/route-patterns.mjs";
import { API_CONTENT_SECURITY_POLICY, COMMON_SECURITY_HEADERS } from "../lib/http/security-headers.mjs";
import { logger, requestContext, saneRequestId } from "../lib/logging/logger.mjs";
import { startLoopDelayRecorder } from "../lib/metrics/event-loop.mjs";
import { recordRequest } from "../lib/metrics/http-metrics.mjs";
import { homeboxEventsBridge } from "../lib/events/homebox-ws-bridge.mjs";

// Started by scripts/start.mjs: its end closes this pipe. Killed outright, it cannot forward a
// signal, and a server left behind would hold the port and the database: end as it did.
if (process.env.CAIRN_LAUNCHER_FD) {
  const launcher = new net.Socket({ fd: Number(process.env.CAIRN_LAUNCHER_FD), readable: true });
  launcher.on("close", () => process.kill(process.pid, "SIGKILL"));
  launcher.on("error", () => undefined);
  launcher.resume();
  launcher.unref();
  delete process.env.CAIRN_LAUNCHER_FD;
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const dev = process.argv.includes("--dev");
const startedAt = performance.now();
const log = logger();
const logLine = (msg, extra = {}) => log.info(extra, msg);

const port = Number(process.env.PORT || 7745);
const host = process.env.HOST || "0.0.0.0";
const dataDir = path.resolve(process.env.DATA_DIR || "./data");
process.env.DATA_DIR = dataDir;
process.env.NEXT_TELEMETRY_DISABLED = "1";
// Where the app's own files are (migration folders for the readiness check), whatever the cwd.
process.env.CAIRN_APP_ROOT = root;

const secrets = readOrCreateSecrets(dataDir);
process.env.CAIRN_SESSION_SECRET ||= secrets.sessionSecret;
process.env.CAIRN_API_KEY_PEPPER ||= secrets.apiKeyPepper;
process.env.NEXTAUTH_SECRET = process.env.CAIRN_SESSION_SECRET;
process.env.NEXTAUTH_URL ||= process.env.PUBLIC_URL || `http://localhost:${port}`;

const databaseUrl = resolveDatabaseUrl();
process.env.DATABASE_URL = databaseUrl;

if (!dev) buildIfStale(root, { log: (msg) => logLine(msg) });
// Migrations run in a child process: the schema engine (WebAssembly) would otherwise stay in this
// server's memory for its whole life (about 35 MB).
const migration = spawnSync(process.execPath, [path.join(root, "scripts", "db", "migrate.mjs")], {
  cwd: root,
  env: process.env,
  stdio: "inherit",
});
if (migration.status !== 0) {
  log.fatal("database migrations failed; not starting");
  process.exit(1);
}

const { default: next } = await import("next");
// Next.js would add its own "upgrade" listener to our server on the first request, and it ends
// every upgrade for a path its routes match (the API catch-all matches /api/v1/ws/events). Given a
// stand-in to listen on instead, it leaves the upgrades to the listener below.
const app = next({ dev, dir: root, hostname: host, port, httpServer: new EventEmitter() });
const handle = app.getRequestHandler();
await app.prepare();

const matchRoute = routeMatcher(path.join(root, "app"));

let stopping = false;
const server = http.createServer((request, response) => {
  // While stopping, a request that arrived on a kept-alive connection closes it when answered, and
  // one that was running when the signal came lets server.close() finish once it is answered.
  if (stopping) response.setHeader("Connection", "close");
  response.once("finish", () => {
    if (stopping) setImmediate(() => server.closeIdleConnections());
  });
  // The client address for rate limits; a client-sent value must never pass through.
  request.headers["x-cairn-client-ip"] = request.socket.remoteAddress ?? "unknown";
  // Next.js would answer a path it cannot percent-decode with a plain-text 500.
  if (hasMalformedPath(request.url)) return refuseMalformedPath(response);
  if (!request.url?.startsWith("/api/")) return handle(request, response);
  // HomeBox clients may add a trailing slash; Next.js would answer those API calls with a redirect.
  request.url = request.url.replace(/(?<=.)\/+(?=\?|$)/, "");
  // One id per request: a sane one the client sent, else a new one. The route wrapper answers it
  // in X-Request-Id and every log line written for the request carries it.
  const requestId = saneRequestId(request.headers["x-request-id"]) ?? randomUUID();
  request.headers["x-request-id"] = requestId;
  response.setHeader("X-Request-Id", requestId);
  const route = matchRoute(request.url);
  const context = { requestId, route: route?.pattern ?? "unmatched" };
  const started = performance.now();
  response.once("close", () => accessLog(request, response, context, started));
  // A method the route file does not export: Next.js would answer a bare 405 without a body.
  const allowed = route ? disallowedMethod(route.methods, request.method ?? "GET") : null;
  if (route && allowed) return refuseMethod(response, request.method ?? "", route.catchAll ? null : allowed);
  requestContext().run(context, () => handle(request, response));
});

/**
 * The API's `{error, code}` answer for a method its route lacks: 405 with `Allow`, or, on the catch-all
 * of unknown paths (`allowed` null), the 404 every other method gets there. With the headers the
 * API's other answers carry (next.config.mjs adds them to those).
 */
function refuseMethod(response, method, allowed) {
  const body = JSON.stringify(
    allowed
      ? {
          error: `method ${method} is not allowed here; allowed: ${allowed.join(", ")}`,
          code: "method_not_allowed",
        }
      : { error: "Not Found", code: "not_found" },
  );
  for (const { key, value } of COMMON_SECURITY_HEADERS) response.setHeader(key, value);
  response.setHeader("Content-Security-Policy", API_CONTENT_SECURITY_POLICY);
  if (allowed) response.setHeader("Allow", allowed.join(", "));
  response.writeHead(allowed ? 405 : 404, {
    "Content-Type": "application/json",
    "Content-Length": Buffer.byteLength(body),
    "Cache-Control": "no-store",
  });
  response.end(method === "HEAD" ? undefined : body);
}

/** One line and one metrics sample per API request. Never the query string, headers or body. */
function accessLog(request, response, context, started) {
  const ms = performance.now() - started;
  const status = response.writableFinished ? response.statusCode : 499;
  const method = request.method ?? "GET";
  recordRequest({ method, route: context.route, status, seconds: ms / 1000 });
  const fields = {
    requestId: context.requestId,
    method,
    route: context.route,
    status,
    durationMs: Math.round(ms * 10) / 10,
  };
  if (context.userId) fields.userId = context.userId;
  if (context.groupId) fields.groupId = context.groupId;
  log.info(fields, "request");
}
server.keepAliveTimeout = 65_000;

// WebSockets: HomeBox's /api/v1/ws/events through the bridge; every other upgrade (the dev
// server's hot reload) to Next.js as before.
const homeboxEvents = homeboxEventsBridge({ host, port, publicUrl: process.env.PUBLIC_URL, log: logLine });
const nextUpgrade = app.getUpgradeHandler();
server.on("upgrade", (request, socket, head) => {
  if (homeboxEvents.matches(request.url)) return homeboxEvents.handleUpgrade(request, socket, head);
  void nextUpgrade(request, socket, head);
});
server.listen(port, host, () => {
  // From here on, not during start-up: migrations and the build block the loop by design.
  startLoopDelayRecorder();
  logLine("cairn is listening", {
    url: `http://${host === "0.0.0.0" ? "localhost" : host}:${port}`,
    database: databaseUrl.startsWith("file:") ? "sqlite" : "postgresql",
    dataDir,
    startupMs: Math.round(performance.now() - startedAt),
  });
});

/**
 * SIGTERM/SIGINT: stop accepting connections, let in-flight requests finish (open event streams end
 * at their next poll, lib/events/stream-events.ts; clients reconnect elsewhere), then run the app's
 * shutdown hooks (lib/process/shutdown-hooks.ts: schedulers, queues, the database pool) and exit 0.
 * Requests still running after SHUTDOWN_GRACE_MS are cut off and the exit code is 1.
 */
const SHUTDOWN_GRACE_MS = 25_000;
async function shutdown(signal) {
  if (stopping) return;
  stopping = true;
  logLine("shutting down: finishing in-flight requests", { signal });
  globalThis.__cairnShuttingDown = true;
  homeboxEvents.close();
  setTimeout(() => {
    logLine("shutdown grace period over: exiting with requests still running");
    process.exit(1);
  }, SHUTDOWN_GRACE_MS).unref();
  const closed = new Promise((resolve) => server.close(() => resolve(undefined)));
  server.closeIdleConnections();
  await closed;
  for (const hook of globalThis.__cairnShutdownHooks ?? []) {
    try {
      await hook.run();
    } catch (error) {
      logLine("shutdown step failed", { step: hook.name, error: String(error) });
    }
  }
  logLine("stopped", { signal });
  process.exit(0);
}
process.on("SIGTERM", () => void shutdown("SIGTERM"));
process.on("SIGINT", () => void shutdown("SIGINT"));
