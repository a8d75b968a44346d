// The process's pino logger and the per-request context, shared by scripts/start.mjs (plain Node)
// and the Next.js server bundle (lib/log.ts). Both live on globalThis so the two module graphs see
// one logger and one AsyncLocalStorage.
import { AsyncLocalStorage } from "node:async_hooks";
import pino from "pino";

const LEVELS = new Set(["fatal", "error", "warn", "info", "debug", "trace", "silent"]);

/**
 * LOG_LEVEL, or info when unset or not a pino level.
 * @param {Record<string, string | undefined>} [env]
 * @returns {string}
 */
export function logLevelFromEnv(env = process.env) {
  const level = (env.LOG_LEVEL ?? "").trim().toLowerCase();
  return LEVELS.has(level) ? level : "info";
}

// Defence in depth: fields with these names are never written, whoever passes them.
const SECRET_KEYS = [
  "password",
  "newPassword",
  "currentPassword",
  "token",
  "accessToken",
  "refreshToken",
  "attachmentToken",
  "apiKey",
  "secret",
  "authorization",
  "Authorization",
  "cookie",
  "Cookie",
  "set-cookie",
];
const quoted = (/** @type {string} */ key) => (/^[A-Za-z_$][\w$]*$/.test(key) ? key : `["${key}"]`);
const redactPaths = SECRET_KEYS.flatMap((key) => {
  const part = quoted(key);
  return [part, part.startsWith("[") ? `*${part}` : `*.${part}`];
});

const holder =
  /** @type {typeof globalThis & { __cairnLogger?: import("pino").Logger, __cairnRequestContext?: AsyncLocalStorage<RequestContext> }} */ (
    globalThis
  );

/**
 * @typedef {{ requestId: string, route?: string, userId?: string, groupId?: string }} RequestContext
 */

/** @returns {AsyncLocalStorage<RequestContext>} */
export function requestContext() {
  holder.__cairnRequestContext ??= new AsyncLocalStorage();
  return holder.__cairnRequestContext;
}

/** The process's logger: JSON lines, info and below to stdout, warn and above to stderr. */
export function logger() {
  if (holder.__cairnLogger) return holder.__cairnLogger;
  const streams = pino.multistream(
    [
      // Node's own streams (synchronous for files and pipes on Linux): a line is out before exit.
      { level: "trace", stream: process.stdout },
      { level: "warn", stream: process.stderr },
    ],
    { dedupe: true },
  );
  holder.__cairnLogger = pino(
    {
      level: logLevelFromEnv(),
      base: undefined,
      messageKey: "msg",
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      serializers: { err: pino.stdSerializers.err, error: errorSerializer, writeError: errorSerializer },
      redact: { paths: redactPaths, censor: "[redacted]" },
      // Every line written while a request is being handled carries its id.
      mixin() {
        const context = requestContext().getStore();
        return context ? { requestId: context.requestId } : {};
      },
    },
    streams,
  );
  return holder.__cairnLogger;
}

/** @param {unknown} value */
function errorSerializer(value) {
  return value instanceof Error ? pino.stdSerializers.err(value) : value;
}

const REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;

/**
 * A client's X-Request-Id when it is short and plain (letters, digits, `._:-`, at most 64), else
 * undefined: anything else could forge or break log lines.
 * @param {string | string[] | null | undefined} value
 */
export function saneRequestId(value) {
  const text = Array.isArray(value) ? value[0] : value;
  return text && REQUEST_ID.test(text) ? text : undefined;
}
