import { randomBytes } from "node:crypto";

/** A new signing key: "whsec_" and 32 random bytes in hex. */
export function generateWebhookSecret(): string {
  return `whsec_${randomBytes(32).toString("hex")}`;
}

/** What answers other than create and rotate show of a secret: its last four characters. */
export function maskWebhookSecret(secret: string): string {
  return `whsec_…${secret.slice(-4)}`;
}
