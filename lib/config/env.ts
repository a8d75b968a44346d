import path from "node:path";
import { z } from "zod";
import { resolveDatabaseUrl } from "@/lib/db/database-url.mjs";

const booleanFlag = (fallback: boolean) =>
  z
    .string()
    .optional()
    .transform((value) =>
      value === undefined || value === "" ? fallback : /^(1|true|yes|on)$/i.test(value),
    );

const envSchema = z.object({
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
  ALLOW_REGISTRATION: booleanFlag(true),
  MAX_UPLOAD_MB: z.coerce.number().positive().default(10),
  CAIRN_SESSION_SECRET: z.string().min(32).optional(),
  CAIRN_API_KEY_PEPPER: z.string().min(32).optional(),
  CAIRN_REMINDER_INTERVAL_SECONDS: z.coerce.number().min(0.1).max(86_400).default(3600),
  CAIRN_WARRANTY_REMINDER_DAYS: z.coerce.number().int().min(0).max(3650).default(30),
  NOTIFIER_ALLOW_PRIVATE: booleanFlag(false),
  NOTIFIER_ALLOW_HOSTS: z.string().default(""),
});

export type AppConfig = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string;
  publicUrl: string | undefined;
  trustProxy: boolean;
  allowRegistration: boolean;
  maxUploadBytes: number;
  sessionSecret: string | undefined;
  apiKeyPepper: string | undefined;
  /** How often the reminder scheduler looks for due maintenance and ending warranties. */
  reminderIntervalMs: number;
  /** Warranties ending within this many days are reminded of. */
  warrantyReminderDays: number;
  /** Outgoing notifier requests may reach private addresses. */
  notifierAllowPrivate: boolean;
  /** `host:port` pairs outgoing notifier requests may reach whatever their address. */
  notifierAllowHosts: string[];
};

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
    allowRegistration: values.ALLOW_REGISTRATION,
    maxUploadBytes: Math.floor(values.MAX_UPLOAD_MB * 1024 * 1024),
    sessionSecret: values.CAIRN_SESSION_SECRET,
    apiKeyPepper: values.CAIRN_API_KEY_PEPPER,
    reminderIntervalMs: Math.round(values.CAIRN_REMINDER_INTERVAL_SECONDS * 1000),
    warrantyReminderDays: values.CAIRN_WARRANTY_REMINDER_DAYS,
    notifierAllowPrivate: values.NOTIFIER_ALLOW_PRIVATE,
    notifierAllowHosts: values.NOTIFIER_ALLOW_HOSTS.split(",")
      .map((entry) => entry.trim().toLowerCase())
      .filter((entry) => entry !== ""),
  };
}

let cached: AppConfig | undefined;

export function config(): AppConfig {
  cached ??= parseConfig(process.env);
  return cached;
}
