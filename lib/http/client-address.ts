import { config, type AppConfig } from "@/lib/config/env";

/** Header set by our own server (scripts/start.mjs) from the socket; any client-sent value is replaced there. */
export const CLIENT_IP_HEADER = "x-cairn-client-ip";

type ProxySettings = Pick<AppConfig, "trustProxy" | "publicUrl"> & Partial<Pick<AppConfig, "trustProxyHops">>;

const firstValue = (header: string | null) => header?.split(",")[0]?.trim() || undefined;

/**
 * The address our trusted proxies saw the client connect from. Each proxy appends the address it
 * was connected from to X-Forwarded-For, so only the last TRUST_PROXY_HOPS values are theirs;
 * anything left of those the client wrote itself. With fewer values than hops, every value was
 * added by a proxy and the left-most is the client.
 */
function forwardedClient(header: string | null, hops: number): string | undefined {
  const values = (header ?? "")
    .split(",")
    .map((value) => value.trim())
    .filter(Boolean);
  return values[Math.max(0, values.length - hops)];
}

/** The client address the rate limits count by (`request` may be any holder of request headers). */
export function clientIp(request: { headers: Headers }, settings: ProxySettings = config()): string {
  const forwarded = settings.trustProxy
    ? forwardedClient(request.headers.get("x-forwarded-for"), settings.trustProxyHops ?? 1)
    : undefined;
  return forwarded ?? request.headers.get(CLIENT_IP_HEADER) ?? "unknown";
}

/** The public base URL: PUBLIC_URL, else derived from the request (forwarded headers only behind a trusted proxy). */
export function publicBaseUrl(request: Request, settings: ProxySettings = config()): string {
  if (settings.publicUrl) return settings.publicUrl;
  const url = new URL(request.url);
  let protocol = url.protocol.replace(":", "");
  let host = request.headers.get("host") ?? url.host;
  if (settings.trustProxy) {
    protocol = firstValue(request.headers.get("x-forwarded-proto")) ?? protocol;
    host = firstValue(request.headers.get("x-forwarded-host")) ?? host;
  }
  return `${protocol}://${host}`;
}
