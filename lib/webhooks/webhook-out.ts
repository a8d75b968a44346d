import type { WebhookOut } from "@/lib/schemas/webhooks";
import { maskWebhookSecret } from "./webhook-secret";

export type WebhookRow = {
  id: string;
  groupId: string;
  url: string;
  description: string;
  eventTypes: string;
  secret: string;
  active: boolean;
  createdAt: Date;
  updatedAt: Date;
};

/** The stored event filter (a JSON array; empty means every type). */
export function eventTypesOf(row: { eventTypes: string }): string[] {
  try {
    const parsed: unknown = JSON.parse(row.eventTypes);
    return Array.isArray(parsed) ? parsed.filter((type): type is string => typeof type === "string") : [];
  } catch {
    return [];
  }
}

/** The URL with a password in it replaced by "****". */
function maskUrlPassword(raw: string): string {
  try {
    const url = new URL(raw);
    if (url.password === "") return raw;
    url.password = "****";
    return url.toString();
  } catch {
    return raw;
  }
}

/** The API shape of a webhook; the secret in full only when `revealSecret` (create, rotate). */
export function toWebhookOut(row: WebhookRow, options: { revealSecret?: boolean } = {}): WebhookOut {
  return {
    id: row.id,
    groupId: row.groupId,
    url: maskUrlPassword(row.url),
    description: row.description,
    events: eventTypesOf(row),
    active: row.active,
    secret: options.revealSecret ? row.secret : maskWebhookSecret(row.secret),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
