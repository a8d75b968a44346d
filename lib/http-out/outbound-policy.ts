import { config } from "@/lib/config/env";

/**
 * Who outgoing requests (notifiers) may reach. By default only public addresses.
 * NOTIFIER_ALLOW_PRIVATE=true lifts the address check (a notifier on the home network);
 * NOTIFIER_ALLOW_HOSTS lets exactly the listed `host:port` pairs through (as written in the URL,
 * e.g. `127.0.0.1:8080,ntfy.lan:80`), for a single local service or a test's local receiver.
 */
export type OutboundPolicy = { allowPrivate: boolean; allowHosts: ReadonlySet<string> };

let cached: OutboundPolicy | undefined;

/** The operator's policy, from the configuration (NOTIFIER_ALLOW_PRIVATE, NOTIFIER_ALLOW_HOSTS). */
export function outboundPolicy(): OutboundPolicy {
  const { notifierAllowPrivate, notifierAllowHosts } = config();
  cached ??= { allowPrivate: notifierAllowPrivate, allowHosts: new Set(notifierAllowHosts) };
  return cached;
}

/** `host:port` of a URL as the allow-list spells it (brackets kept for IPv6, default port filled in). */
export function hostKey(url: URL): string {
  const port = url.port || (url.protocol === "https:" ? "443" : "80");
  return `${url.hostname.toLowerCase()}:${port}`;
}
