import "server-only";
import path from "node:path";
import { z } from "zod";
import { resolveDatabaseUrl } from "@/lib/db/database-url.mjs";

// The metadata only feeds docs/configuration.md (scripts/docs/configuration.mjs): the parsed value is
// computed in the transform, out of reach of a schema walker.
const booleanFlag = (fallback: boolean) =>
  z
    .string()
    .optional()
    .transform((value) => (value === undefined || value === "" ? fallback : /^(1|true|yes|on)$/i.test(value)))
    .meta({ type: "boolean", envDefault: fallback });

/** The server's settings; each is described in lib/config/env-docs.ts for docs/configuration.md. */
export const envSchema = z.object({
  PORT: z.coerce.number().int().min(1).max(65535).default(7745),
  HOST: z.string().default("0.0.0.0"),
  DATA_DIR: z.string().default("./data"),
  DATABASE_URL: z.string().optional(),
  PUBLIC_URL: z
    .string()
    .url()
    .optional()
    .or(z.literal("").transform(() => undefined)),
  TRUST_PROXY: booleanFlag(false),
  TRUST_PROXY_HOPS: z.coerce.number().int().min(1).max(20).default(1),
  ALLOW_REGISTRATION: booleanFlag(true),
  MAX_UPLOAD_MB: z.coerce.number().positive().default(10),
  CAIRN_SESSION_SECRET: z.string().min(32).optional(),
  CAIRN_API_KEY_PEPPER: z.string().min(32).optional(),
  PASSWORD_RESET_MINUTES: z.coerce.number().positive().max(10_080).default(60),
  LOGIN_MAX_FAILURES: z.coerce.number().int().min(1).max(1000).default(5),
  LOGIN_MAX_FAILURES_PER_ACCOUNT: z.coerce.number().int().min(1).max(10_000).default(10),
  LOGIN_MAX_FAILURES_PER_ADDRESS: z.coerce.number().int().min(1).max(10_000).default(20),
  LOGIN_MAX_LOCK_MINUTES: z.coerce.number().min(0.1).max(60).default(5),
  REGISTRATIONS_PER_ADDRESS_PER_HOUR: z.coerce.number().int().min(0).max(1_000_000).default(5),
  PASSWORD_RESET_PER_ADDRESS_PER_HOUR: z.coerce.number().int().min(0).max(1_000_000).default(10),
  PASSWORD_RESET_MAILS_PER_HOUR: z.coerce.number().int().min(1).max(1000).default(3),
  PASSWORD_RESET_MAIL_INTERVAL_MINUTES: z.coerce.number().min(0.1).max(1440).default(5),
  CAIRN_API_KEY_MAX_DAYS: z.coerce.number().positive().max(3650).default(365),
  ALLOW_LOCAL_LOGIN: booleanFlag(true),
  OIDC_ENABLED: booleanFlag(false),
  OIDC_ISSUER_URL: z
    .string()
    .url()
    .optional()
    .or(z.literal("").transform(() => undefined)),
  OIDC_CLIENT_ID: z.string().optional(),
  OIDC_CLIENT_SECRET: z.string().optional(),
  OIDC_SCOPES: z.string().optional(),
  OIDC_BUTTON_TEXT: z.string().optional(),
  OIDC_AUTO_REDIRECT: booleanFlag(false),
  OIDC_ALLOWED_GROUPS: z.string().optional(),
  OIDC_GROUPS_CLAIM: z.string().optional(),
  OIDC_REDIRECT_URI: z
    .string()
    .url()
    .optional()
    .or(z.literal("").transform(() => undefined)),
  CAIRN_REMINDER_INTERVAL_SECONDS: z.coerce.number().min(0.1).max(86_400).default(3600),
  CAIRN_WARRANTY_REMINDER_DAYS: z.coerce.number().int().min(0).max(3650).default(30),
  NOTIFIER_ALLOW_PRIVATE: booleanFlag(false),
  NOTIFIER_ALLOW_HOSTS: z.string().default(""),
  CAIRN_HISTORY_RETENTION_DAYS: z.coerce.number().int().min(1).max(36_500).default(365),
  METRICS_ENABLED: booleanFlag(false),
  METRICS_TOKEN: z
    .string()
    .min(16, "at least 16 characters")
    .optional()
    .or(z.literal("").transform(() => undefined)),
  CAIRN_WEBHOOK_POLL_MS: z.coerce.number().int().min(50).max(600_000).default(2000),
  CAIRN_WEBHOOK_RETRY_BASE_SECONDS: z.coerce.number().min(0.01).max(86_400).default(10),
  CAIRN_WEBHOOK_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(30).default(8),
  CAIRN_WEBHOOK_DELIVERY_RETENTION_DAYS: z.coerce.number().min(0.001).max(3650).default(30),
  CAIRN_WEBHOOKS_PER_GROUP: z.coerce.number().int().min(1).max(10_000).default(20),
  CAIRN_WEBHOOK_GROUP_CONCURRENCY: z.coerce.number().int().min(1).max(100).default(2),
  CAIRN_EXPORTS_KEPT: z.coerce.number().int().min(1).max(1000).default(5),
  CAIRN_LABEL_RENDER_WORKERS: z.coerce.number().int().min(1).max(16).default(1),
  CAIRN_LABEL_RENDER_QUEUE: z.coerce.number().int().min(0).max(1000).default(4),
  CAIRN_LABEL_SHEET_MAX: z.coerce.number().int().min(1).max(5000).default(500),
  CAIRN_LABEL_PRINT_COMMAND: z.string().optional(),
  CAIRN_LABEL_PRINT_TIMEOUT_SECONDS: z.coerce.number().min(1).max(600).default(30),
});

/** Where the label printer command takes the label's PNG file: HomeBox's placeholder. */
export const LABEL_FILE_PLACEHOLDER = "{{.FileName}}";

/**
 * The label printer command as program and arguments, split on whitespace once at startup: it is
 * run without a shell, so no quoting, and nothing a user typed ever reaches it. Unset: no printer.
 */
function labelPrintCommand(value: string | undefined): string[] | undefined {
  const argv = (value ?? "").trim().split(/\s+/).filter(Boolean);
  if (argv.length === 0) return undefined;
  if (!argv.slice(1).some((arg) => arg.includes(LABEL_FILE_PLACEHOLDER))) {
    throw new Error(
      `invalid configuration: CAIRN_LABEL_PRINT_COMMAND must pass the label file as ${LABEL_FILE_PLACEHOLDER} in an argument`,
    );
  }
  return argv;
}

/** Sign-in through an OpenID Connect provider (next-auth's OAuth flow with PKCE and state). */
export type OidcConfig = {
  enabled: boolean;
  issuerUrl: string;
  clientId: string;
  clientSecret: string;
  scopes: string;
  buttonText: string;
  autoRedirect: boolean;
  /** Empty: every user the provider signs in is let in. */
  allowedGroups: string[];
  groupsClaim: string;
  /** Unset: next-auth's own callback, `<base>/api/auth/callback/oidc`. */
  redirectUri: string | undefined;
};

export type AppConfig = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string;
  publicUrl: string | undefined;
  trustProxy: boolean;
  /** Behind TRUST_PROXY, the client is the Nth address from the right of X-Forwarded-For. */
  trustProxyHops: number;
  allowRegistration: boolean;
  maxUploadBytes: number;
  sessionSecret: string | undefined;
  apiKeyPepper: string | undefined;
  /** How long a password reset link works. */
  passwordResetTtlMs: number;
  /** The longest an API key works, counted from its creation, whatever expiry was asked for. */
  apiKeyMaxLifetimeMs: number;
  allowLocalLogin: boolean;
  /** Rate limits, per server process (lib/auth/rate-limit.ts). */
  limits: {
    login: {
      /** Failures a minute of one client address at one account before it is locked. */
      failuresPerClientAndAccount: number;
      /** Failures a minute at one account from any address before it is locked. */
      failuresPerAccount: number;
      /** Failures a minute of one client address at any account before it is locked. */
      failuresPerClient: number;
      /** Locks start at 10 s and double up to this. */
      maxLockMs: number;
    };
    /** Registrations a client address may make in an hour; 0: unlimited. */
    registrationsPerClientPerHour: number;
    passwordReset: {
      /** Reset requests a client address may make in an hour (then 429); 0: unlimited. */
      requestsPerClientPerHour: number;
      /** Reset mails an account gets in an hour (further requests answer 204 and send none)... */
      mailsPerAccountPerHour: number;
      /** ...unless its last one is older than this. */
      mailAlwaysAfterMs: number;
    };
  };
  oidc: OidcConfig;
  /** How often the reminder scheduler looks for due maintenance and ending warranties. */
  reminderIntervalMs: number;
  /** Warranties ending within this many days are reminded of. */
  warrantyReminderDays: number;
  /** Outgoing notifier requests may reach private addresses. */
  notifierAllowPrivate: boolean;
  /** `host:port` pairs outgoing notifier requests may reach whatever their address. */
  notifierAllowHosts: string[];
  /** How long change events that concern one entity (its activity history) are kept. */
  historyRetentionMs: number;
  /**
   * GET /api/metrics: served when enabled (or a token is set); with a token only to
   * `Authorization: Bearer <token>`.
   */
  metrics: { enabled: boolean; token: string | undefined };
  /** How often each server looks for new events and due webhook deliveries. */
  webhookPollMs: number;
  /** The first retry delay of a webhook delivery; later ones are multiples of it. */
  webhookRetryBaseMs: number;
  /** Attempts of a webhook delivery before it is marked failed. */
  webhookMaxAttempts: number;
  /** Webhook delivery log rows older than this are deleted. */
  webhookDeliveryRetentionMs: number;
  /** How many webhooks one group may have (422 over it). */
  webhooksPerGroup: number;
  /** Deliveries of one group sent at the same time (claimed only while fewer are in flight). */
  webhookGroupConcurrency: number;
  /** Finished backups a group keeps; the oldest beyond it are deleted with their zips. */
  exportsKept: number;
  /** Worker threads that draw label PNGs and sheet PDFs (started on the first render). */
  labelRenderWorkers: number;
  /** Renders that may wait for a busy worker; one more is refused with 503. */
  labelRenderQueue: number;
  /** The most labels one sheet request may ask for. */
  labelSheetMax: number;
  /** The label printer: program and arguments, one holding LABEL_FILE_PLACEHOLDER; unset: none. */
  labelPrintCommand: string[] | undefined;
  /** A print command running longer than this is stopped and reported failed. */
  labelPrintTimeoutMs: number;
};

const orDefault = (value: string | undefined, fallback: string) => value?.trim() || fallback;

function oidcConfig(values: z.infer<typeof envSchema>): OidcConfig {
  const oidc: OidcConfig = {
    enabled: values.OIDC_ENABLED,
    issuerUrl: (values.OIDC_ISSUER_URL ?? "").replace(/\/+$/, ""),
    clientId: values.OIDC_CLIENT_ID?.trim() ?? "",
    clientSecret: values.OIDC_CLIENT_SECRET ?? "",
    scopes: orDefault(values.OIDC_SCOPES, "openid profile email")
      .split(/[\s,]+/)
      .join(" "),
    buttonText: orDefault(values.OIDC_BUTTON_TEXT, "Sign in with OIDC"),
    autoRedirect: values.OIDC_AUTO_REDIRECT,
    allowedGroups: (values.OIDC_ALLOWED_GROUPS ?? "")
      .split(",")
      .map((group) => group.trim())
      .filter(Boolean),
    groupsClaim: orDefault(values.OIDC_GROUPS_CLAIM, "groups"),
    redirectUri: values.OIDC_REDIRECT_URI,
  };
  if (oidc.enabled) {
    const missing = [
      !oidc.issuerUrl && "OIDC_ISSUER_URL",
      !oidc.clientId && "OIDC_CLIENT_ID",
      !oidc.clientSecret && "OIDC_CLIENT_SECRET",
    ].filter(Boolean);
    if (missing.length > 0)
      throw new Error(`invalid configuration: OIDC_ENABLED needs ${missing.join(", ")}`);
  }
  return oidc;
}

export function parseConfig(env: Record<string, string | undefined>): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`invalid configuration: ${problems.join("; ")}`);
  }
  const values = parsed.data;
  const dataDir = path.resolve(/*turbopackIgnore: true*/ values.DATA_DIR);
  return {
    port: values.PORT,
    host: values.HOST,
    dataDir,
    databaseUrl: resolveDatabaseUrl({ DATABASE_URL: values.DATABASE_URL, DATA_DIR: dataDir }),
    publicUrl: values.PUBLIC_URL?.replace(/\/+$/, ""),
    trustProxy: values.TRUST_PROXY,
    trustProxyHops: values.TRUST_PROXY_HOPS,
    allowRegistration: values.ALLOW_REGISTRATION,
    maxUploadBytes: Math.floor(values.MAX_UPLOAD_MB * 1024 * 1024),
    sessionSecret: values.CAIRN_SESSION_SECRET,
    apiKeyPepper: values.CAIRN_API_KEY_PEPPER,
    passwordResetTtlMs: Math.round(values.PASSWORD_RESET_MINUTES * 60_000),
    apiKeyMaxLifetimeMs: Math.round(values.CAIRN_API_KEY_MAX_DAYS * 86_400_000),
    allowLocalLogin: values.ALLOW_LOCAL_LOGIN,
    limits: {
      login: {
        failuresPerClientAndAccount: values.LOGIN_MAX_FAILURES,
        failuresPerAccount: values.LOGIN_MAX_FAILURES_PER_ACCOUNT,
        failuresPerClient: values.LOGIN_MAX_FAILURES_PER_ADDRESS,
        maxLockMs: Math.round(values.LOGIN_MAX_LOCK_MINUTES * 60_000),
      },
      registrationsPerClientPerHour: values.REGISTRATIONS_PER_ADDRESS_PER_HOUR,
      passwordReset: {
        requestsPerClientPerHour: values.PASSWORD_RESET_PER_ADDRESS_PER_HOUR,
        mailsPerAccountPerHour: values.PASSWORD_RESET_MAILS_PER_HOUR,
        mailAlwaysAfterMs: Math.round(values.PASSWORD_RESET_MAIL_INTERVAL_MINUTES * 60_000),
      },
    },
    oidc: oidcConfig(values),
    reminderIntervalMs: Math.round(values.CAIRN_REMINDER_INTERVAL_SECONDS * 1000),
    warrantyReminderDays: values.CAIRN_WARRANTY_REMINDER_DAYS,
    notifierAllowPrivate: values.NOTIFIER_ALLOW_PRIVATE,
    notifierAllowHosts: values.NOTIFIER_ALLOW_HOSTS.split(",")
      .map((entry) => entry.trim().toLowerCase())
      .filter((entry) => entry !== ""),
    historyRetentionMs: values.CAIRN_HISTORY_RETENTION_DAYS * 24 * 60 * 60 * 1000,
    metrics: { enabled: values.METRICS_ENABLED || !!values.METRICS_TOKEN, token: values.METRICS_TOKEN },
    webhookPollMs: values.CAIRN_WEBHOOK_POLL_MS,
    webhookRetryBaseMs: Math.round(values.CAIRN_WEBHOOK_RETRY_BASE_SECONDS * 1000),
    webhookMaxAttempts: values.CAIRN_WEBHOOK_MAX_ATTEMPTS,
    webhookDeliveryRetentionMs: Math.round(values.CAIRN_WEBHOOK_DELIVERY_RETENTION_DAYS * 86_400_000),
    webhooksPerGroup: values.CAIRN_WEBHOOKS_PER_GROUP,
    webhookGroupConcurrency: values.CAIRN_WEBHOOK_GROUP_CONCURRENCY,
    exportsKept: values.CAIRN_EXPORTS_KEPT,
    labelRenderWorkers: values.CAIRN_LABEL_RENDER_WORKERS,
    labelRenderQueue: values.CAIRN_LABEL_RENDER_QUEUE,
    labelSheetMax: values.CAIRN_LABEL_SHEET_MAX,
    labelPrintCommand: labelPrintCommand(values.CAIRN_LABEL_PRINT_COMMAND),
    labelPrintTimeoutMs: Math.round(values.CAIRN_LABEL_PRINT_TIMEOUT_SECONDS * 1000),
  };
}

let cached: AppConfig | undefined;

export function config(): AppConfig {
  cached ??= parseConfig(process.env);
  return cached;
}
