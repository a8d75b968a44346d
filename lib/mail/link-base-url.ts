import { config } from "@/lib/config/env";

/**
 * The base of every absolute link that leaves the request (in a mail, a notification, a webhook):
 * PUBLIC_URL, or none. Never the request's Host or X-Forwarded-Host: whoever sends the request
 * chooses those, and a genuine mail would carry the sender's host to the victim (a password reset
 * asked for someone else, linking to an attacker's site). Without PUBLIC_URL such a link is not
 * sent at all. Answers to the requester itself (label QR codes, the CSV export) may still use
 * lib/http/client-address `publicBaseUrl`: there the requester only ever misleads themselves.
 */
export function linkBaseUrl(): string | undefined {
  return config().publicUrl;
}
