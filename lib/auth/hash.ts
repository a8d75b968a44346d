import { createHash, createHmac, randomBytes } from "node:crypto";

export const sha256 = (value: string) => createHash("sha256").update(value).digest("hex");
export const hmacSha256 = (key: string, value: string) =>
  createHmac("sha256", key).update(value).digest("hex");
/** 32 random bytes (256 bits) as 43 base64url characters. */
export const randomToken = () => randomBytes(32).toString("base64url");
