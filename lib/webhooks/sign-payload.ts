import { createHmac } from "node:crypto";

/**
 * The X-Cairn-Signature header: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">` keyed
 * with the webhook's secret. The timestamp inside the signed text lets receivers refuse replays.
 */
export function signatureHeader(secret: string, body: string, unixSeconds: number): string {
  const t = Math.floor(unixSeconds);
  const v1 = createHmac("sha256", secret).update(`${t}.${body}`).digest("hex");
  return `t=${t},v1=${v1}`;
}
