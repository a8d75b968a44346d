/**
 * Who outgoing requests (notifiers) may reach. By default only public addresses.
 * NOTIFIER_ALLOW_PRIVATE=true lifts the address check (a notifier on the home network);
 * NOTIFIER_ALLOW_HOSTS lets exactly the listed `host:port` pairs through (as written in the URL,
 * e.g. `127.0.0.1:8080,ntfy.lan:80`), for a single local service or a test's local receiver.
 */
export type OutboundPolicy = { allowPrivate: boolean; allowHosts: ReadonlySet<string> };

export function parseOutboundPolicy(env: Record<string, string | undefined>): OutboundPolicy {
  const allowPrivate = /^(1|true|yes|on)$/i.test(env.NOTIFIER_ALLOW_PRIVATE ?? "");
  const allowHosts = new Set(
    (env.NOTIFIER_ALLOW_HOSTS ?? "")
      .split(",")
      .map((entry) => entry.trim().toLowerCase())
      .filter((entry) => entry !== ""),
  );
  return { allowPrivate, allowHosts };
}

let cached: OutboundPolicy | undefined;

export function outboundPolicy(): OutboundPolicy {
  cached ??= parseOutboundPolicy(process.env);
  return cached;
}

/** `host:port` of a URL as the allow-list spells it (brackets kept for IPv6, default port filled in). */
export function hostKey(url: URL): string {
  const port = url.port || (url.protocol === "https:" ? "443" : "80");
  return `${url.hostname.toLowerCase()}:${port}`;
}
