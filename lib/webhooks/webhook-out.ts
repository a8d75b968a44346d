import type { TenantRole } from "@/lib/auth/principal";
import { maskNotifierUrl } from "@/lib/notifiers/mask-notifier-url";
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

/**
 * The API shape of a webhook, for a viewer of this role; the secret in full only when
 * `revealSecret` (create, rotate). A webhook URL often carries a token in its path or query: owners
 * (who set and change it) see it whole but for a password; plain members see only the scheme and
 * host, as notifier URLs are shown.
 */
export function toWebhookOut(
  row: WebhookRow,
  viewer: { role: TenantRole },
  options: { revealSecret?: boolean } = {},
): WebhookOut {
  return {
    id: row.id,
    groupId: row.groupId,
    url: viewer.role === "owner" ? maskUrlPassword(row.url) : maskNotifierUrl(row.url),
    description: row.description,
    events: eventTypesOf(row),
    active: row.active,
    secret: options.revealSecret ? row.secret : maskWebhookSecret(row.secret),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
