import "server-only";
import path from "node:path";
import { z } from "zod";
import { config } from "@/lib/config/env";
import type { FileStorage } from "./file-storage";
import { LocalFileStorage } from "./local-storage";
import { S3FileStorage, type S3StorageOptions } from "./s3-storage";

export const s3Env = z.object({
  CAIRN_S3_BUCKET: z.string().optional(),
  CAIRN_S3_ENDPOINT: z
    .url()
    .optional()
    .or(z.literal("").transform(() => undefined)),
  CAIRN_S3_REGION: z.string().optional(),
  CAIRN_S3_ACCESS_KEY_ID: z.string().optional(),
  CAIRN_S3_SECRET_ACCESS_KEY: z.string().optional(),
  CAIRN_S3_FORCE_PATH_STYLE: z.string().optional(),
});

/** The S3 settings from the environment, or undefined when CAIRN_S3_BUCKET is not set. */
export function s3OptionsFromEnv(env: Record<string, string | undefined>): S3StorageOptions | undefined {
  const parsed = s3Env.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`invalid storage configuration: ${problems.join("; ")}`);
  }
  const values = parsed.data;
  if (!values.CAIRN_S3_BUCKET) return undefined;
  return {
    bucket: values.CAIRN_S3_BUCKET,
    region: values.CAIRN_S3_REGION || "us-east-1",
    endpoint: values.CAIRN_S3_ENDPOINT,
    accessKeyId: values.CAIRN_S3_ACCESS_KEY_ID || undefined,
    secretAccessKey: values.CAIRN_S3_SECRET_ACCESS_KEY || undefined,
    forcePathStyle: /^(1|true|yes|on)$/i.test(values.CAIRN_S3_FORCE_PATH_STYLE ?? ""),
  };
}

let cached: FileStorage | undefined;

/** The configured storage: an S3 bucket when CAIRN_S3_BUCKET is set, else `DATA_DIR/files`. */
export function fileStorage(): FileStorage {
  if (cached) return cached;
  const s3 = s3OptionsFromEnv(process.env);
  cached = s3 ? new S3FileStorage(s3) : new LocalFileStorage(path.join(config().dataDir, "files"));
  return cached;
}
