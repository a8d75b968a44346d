// What each environment variable means, kept beside the zod schemas that parse them. Types, defaults
// and bounds come from the schemas themselves; `npm run docs:config` (scripts/docs/configuration.mjs)
// writes both into docs/configuration.md, and a unit test fails when that file is out of date. The
// `satisfies` clauses make a variable added to a schema without a line here a type error.
import "server-only";
import { envSchema as barcodeSchema } from "@/lib/config/barcode-lookup";
import { envSchema as serverSchema } from "@/lib/config/env";
import { envSchema as mailSchema } from "@/lib/mail/mail-config";
import { s3Env as storageSchema } from "@/lib/storage/storage";
import type { z } from "zod";

export type VariableDoc = {
  /** One line: what the variable does. Markdown. */
  meaning: string;
  /** Shown instead of the schema's default, for defaults the code computes after parsing. */
  default?: string;
  /** Shown instead of the type read from the schema, for strings the code interprets itself. */
  accepts?: string;
};

type Docs<S extends z.ZodObject> = Record<keyof S["shape"], VariableDoc>;

export type ConfigurationSection = {
  title: string;
  /** Where the variables are parsed, relative to the repository root. */
  source: string;
  intro: string;
  schema: z.ZodObject;
  docs: Record<string, VariableDoc>;
};

const server = {
  PORT: { meaning: "HTTP port" },
  HOST: { meaning: "address to listen on" },
  DATA_DIR: { meaning: "SQLite database, secrets, uploaded files" },
  DATABASE_URL: {
    meaning: "`file:…` for SQLite, `postgres://…` or `postgresql://…` for PostgreSQL",
    default: "`file:$DATA_DIR/cairn.db`",
  },
  PUBLIC_URL: {
    meaning:
      "base URL of links, e.g. `https://stuff.example.com`; reset mails need it; `https://` makes cookies `Secure`",
    default: "unset: labels use the request's host",
  },
  TRUST_PROXY: { meaning: "honour `X-Forwarded-For/-Proto/-Host` (only behind your own reverse proxy)" },
  TRUST_PROXY_HOPS: {
    meaning: "proxies in front: the client is this many `X-Forwarded-For` addresses from the right",
  },
  ALLOW_REGISTRATION: { meaning: "`false` closes sign-up; invitation links still work" },
  MAX_UPLOAD_MB: { meaning: "largest accepted upload, in MB" },
  CAIRN_SESSION_SECRET: {
    meaning: "signs web sessions; the same on every server",
    default: "generated into `DATA_DIR/secrets.json`",
  },
  CAIRN_API_KEY_PEPPER: {
    meaning: "HMAC key for stored API keys; the same on every server",
    default: "generated into `DATA_DIR/secrets.json`",
  },
  PASSWORD_RESET_MINUTES: { meaning: "how long a password reset link works (it works once)" },
  LOGIN_MAX_FAILURES: {
    meaning: "failed logins a minute from one address at one account before a lock (10 s, doubling)",
  },
  LOGIN_MAX_FAILURES_PER_ACCOUNT: {
    meaning: "failed logins a minute at one account from any address before it is locked for new addresses",
  },
  LOGIN_MAX_FAILURES_PER_ADDRESS: {
    meaning: "failed logins a minute from one address at any accounts before it is locked",
  },
  LOGIN_MAX_LOCK_MINUTES: { meaning: "longest login lock (each lock doubles up to this)" },
  REGISTRATIONS_PER_ADDRESS_PER_HOUR: {
    meaning:
      "sign-up requests one client address may make an hour (those that fail count too), then 429; `0`: no limit",
  },
  PASSWORD_RESET_PER_ADDRESS_PER_HOUR: {
    meaning: "password reset requests one client address may make an hour, then 429; `0`: no limit",
  },
  PASSWORD_RESET_MAILS_PER_HOUR: {
    meaning: "reset mails one account gets an hour; more requests answer 204 and send none…",
  },
  PASSWORD_RESET_MAIL_INTERVAL_MINUTES: { meaning: "…unless its last reset mail is older than this" },
  CAIRN_API_KEY_MAX_DAYS: {
    meaning:
      "longest an API key works from its creation; a later expiry asked for is cut to it (none asked: 30 days)",
  },
  ALLOW_LOCAL_LOGIN: { meaning: "`false` refuses password sign-in (403); login shows only the OIDC button" },
  OIDC_ENABLED: {
    meaning:
      "sign in through an OpenID Connect provider (needs the three below; see [OIDC](operations.md#sign-in-through-oidc))",
  },
  OIDC_ISSUER_URL: { meaning: "the provider's issuer (its discovery document is read)" },
  OIDC_CLIENT_ID: { meaning: "client id registered at the provider" },
  OIDC_CLIENT_SECRET: { meaning: "that client's secret" },
  OIDC_SCOPES: { meaning: "scopes requested (space-separated)", default: "`openid profile email`" },
  OIDC_BUTTON_TEXT: { meaning: "label of the login page's provider button", default: "`Sign in with OIDC`" },
  OIDC_AUTO_REDIRECT: { meaning: "with `ALLOW_LOCAL_LOGIN=false`, the login page goes to the provider" },
  OIDC_ALLOWED_GROUPS: {
    meaning: "comma-separated groups; a user in none of them is refused",
    default: "unset (anyone)",
  },
  OIDC_GROUPS_CLAIM: { meaning: "ID token claim that lists the user's groups", default: "`groups`" },
  OIDC_REDIRECT_URI: {
    meaning: "redirect URI sent to the provider",
    default: "`<PUBLIC_URL>/api/auth/callback/oidc`",
  },
  CAIRN_REMINDER_INTERVAL_SECONDS: {
    meaning: "how often each server looks for due maintenance and ending warranties",
  },
  CAIRN_WARRANTY_REMINDER_DAYS: { meaning: "remind of warranties ending within this many days" },
  NOTIFIER_ALLOW_PRIVATE: {
    meaning: "`true` lets notifiers and webhooks reach private, loopback and link-local addresses",
  },
  NOTIFIER_ALLOW_HOSTS: {
    meaning:
      "comma-separated `host:port` list notifiers and webhooks may reach whatever their address (`ntfy.lan:80`)",
  },
  CAIRN_HISTORY_RETENTION_DAYS: {
    meaning: "how long an entity's activity history (its change events) is kept",
  },
  METRICS_ENABLED: { meaning: "`true` serves `GET /api/metrics` to anyone who can reach it" },
  METRICS_TOKEN: { meaning: "serves `/api/metrics` only with `Authorization: Bearer <token>`" },
  CAIRN_WEBHOOK_POLL_MS: { meaning: "how often each server looks for new events and due webhook deliveries" },
  CAIRN_WEBHOOK_RETRY_BASE_SECONDS: {
    meaning: "first webhook retry delay; later ones are ×6, ×30, ×180, ×720, then ×2160 (6 h)",
  },
  CAIRN_WEBHOOK_MAX_ATTEMPTS: { meaning: "attempts of a webhook delivery before it is marked failed" },
  CAIRN_WEBHOOK_DELIVERY_RETENTION_DAYS: {
    meaning: "webhook delivery log rows older than this are deleted (hourly)",
  },
  CAIRN_WEBHOOKS_PER_GROUP: { meaning: "most webhooks one group may have; one more is refused with 422" },
  CAIRN_WEBHOOK_GROUP_CONCURRENCY: {
    meaning:
      "deliveries of one group in flight at once (across servers); others wait their turn, other groups go on",
  },
  CAIRN_EXPORTS_KEPT: {
    meaning: "finished backups a group keeps; when one more finishes, the oldest are deleted with their zips",
  },
  CAIRN_LABEL_RENDER_WORKERS: {
    meaning: "worker threads that draw label PNGs and sheet PDFs (started on the first label)",
  },
  CAIRN_LABEL_RENDER_QUEUE: {
    meaning: "label renders that may wait for a busy worker; one more is answered 503 with `Retry-After`",
  },
  CAIRN_LABEL_SHEET_MAX: { meaning: "most labels one sheet request may ask for (422 above)" },
  CAIRN_LABEL_PRINT_COMMAND: {
    meaning:
      "command that prints one label PNG, `{{.FileName}}` standing for its file; see [Label printer](operations.md#label-printer)",
    default: "unset: no label printer",
  },
  CAIRN_LABEL_PRINT_TIMEOUT_SECONDS: {
    meaning: "a print command still running after this is stopped and the print answered 502",
  },
} satisfies Docs<typeof serverSchema>;

const barcode = {
  CAIRN_UPCITEMDB_URL: { meaning: "UPCItemDB API base (its free trial endpoint is used)" },
  CAIRN_OPENFOODFACTS_URL: { meaning: "Open Food Facts base" },
  CAIRN_OPENBEAUTYFACTS_URL: { meaning: "Open Beauty Facts base" },
  CAIRN_OPENPRODUCTSFACTS_URL: { meaning: "Open Products Facts base" },
  CAIRN_BARCODESPIDER_URL: { meaning: "BarcodeSpider API base" },
  CAIRN_BARCODESPIDER_TOKEN: {
    meaning: "BarcodeSpider API token; BarcodeSpider is asked only when it is set",
  },
  CAIRN_BARCODE_TIMEOUT_MS: {
    meaning: "how long a barcode lookup waits for each product database (all are asked at once)",
  },
} satisfies Docs<typeof barcodeSchema>;

const mail = {
  SMTP_HOST: {
    meaning: "SMTP server for outgoing mail (reset links, `mailto:` notifiers); unset: none is sent",
  },
  SMTP_PORT: { meaning: "SMTP port", default: "`587`, `465` with `SMTP_SECURE`" },
  SMTP_USER: { meaning: "SMTP login (with `SMTP_PASSWORD`); unset: no authentication" },
  SMTP_PASSWORD: { meaning: "SMTP password" },
  SMTP_FROM: {
    meaning: "sender, e.g. `Cairn <cairn@example.com>`",
    default: "`Cairn <SMTP_USER>` when that is an address, else `Cairn <cairn@localhost>`",
  },
  SMTP_SECURE: {
    meaning: "`true`: TLS from the first byte (SMTPS, usually port 465)",
    default: "`false`",
    accepts: "boolean",
  },
  SMTP_STARTTLS: {
    meaning: "`auto` (when offered), `required` or `off`; without `SMTP_SECURE`",
    default: "`auto`",
  },
} satisfies Docs<typeof mailSchema>;

const storage = {
  CAIRN_S3_BUCKET: { meaning: "store attachment files in this S3 bucket instead of `DATA_DIR/files`" },
  CAIRN_S3_ENDPOINT: { meaning: "S3-compatible endpoint URL (MinIO, Garage, R2, …)", default: "AWS" },
  CAIRN_S3_REGION: { meaning: "bucket region", default: "`us-east-1`" },
  CAIRN_S3_ACCESS_KEY_ID: {
    meaning: "access key (with `CAIRN_S3_SECRET_ACCESS_KEY`)",
    default: "the AWS SDK's default chain",
  },
  CAIRN_S3_SECRET_ACCESS_KEY: {
    meaning: "secret of that access key",
    default: "the AWS SDK's default chain",
  },
  CAIRN_S3_FORCE_PATH_STYLE: {
    meaning: "`true` for servers without virtual-host bucket names",
    default: "`false`",
    accepts: "boolean",
  },
} satisfies Docs<typeof storageSchema>;

export const configurationSections: ConfigurationSection[] = [
  {
    title: "Server",
    source: "lib/config/env.ts",
    intro: "Read once per process; a value out of bounds stops the server with `invalid configuration`.",
    schema: serverSchema,
    docs: server,
  },
  {
    title: "Outgoing mail",
    source: "lib/mail/mail-config.ts",
    intro: "See [Outgoing mail](operations.md#outgoing-mail).",
    schema: mailSchema,
    docs: mail,
  },
  {
    title: "File storage (S3)",
    source: "lib/storage/storage.ts",
    intro: "Unset `CAIRN_S3_BUCKET`: files live in `DATA_DIR/files`.",
    schema: storageSchema,
    docs: storage,
  },
  {
    title: "Barcode lookups",
    source: "lib/config/barcode-lookup.ts",
    intro: "See [Barcode lookups](operations.md#barcode-lookups).",
    schema: barcodeSchema,
    docs: barcode,
  },
];

/** Variables read without a zod schema: listed by hand, each with the file that reads it. */
export const otherVariables: { name: string; default: string; meaning: string; readIn: string }[] = [
  {
    name: "DATABASE_POOL_SIZE",
    default: "`10`",
    meaning: "PostgreSQL connections per server",
    readIn: "lib/db/client.ts",
  },
  {
    name: "DATABASE_PREPARED_STATEMENTS",
    default: "`true`",
    meaning:
      "`false` sends every PostgreSQL query unprepared, for a connection pooler in transaction mode that cannot keep prepared statements (PgBouncer before 1.21)",
    readIn: "lib/db/postgres-client.ts",
  },
  {
    name: "LOG_LEVEL",
    default: "`info`",
    meaning: "`trace`, `debug`, `info`, `warn`, `error`, `fatal` or `silent`; anything else is `info`",
    readIn: "lib/logging/logger.mjs",
  },
  {
    name: "NEXTAUTH_URL",
    default: "`PUBLIC_URL`, else `http://localhost:$PORT`",
    meaning: "set by `npm start`; an `https://` value makes cookies `Secure` like `PUBLIC_URL`",
    readIn: "scripts/server.mjs",
  },
  {
    name: "CAIRN_MEMORY_MB",
    default: "the machine's or its cgroup's memory",
    meaning:
      "memory the server's V8 heap limits are sized for ([Memory](operations.md#memory)); `0` sets no limits",
    readIn: "lib/process/heap-flags.mjs",
  },
  {
    name: "CAIRN_COMMIT, CAIRN_BUILD_TIME",
    default: "the git commit, the build's time",
    meaning: "build stamp shown by `/api/v1/status`, fixed when the bundle is built",
    readIn: "lib/status/build-stamp.mjs",
  },
];
