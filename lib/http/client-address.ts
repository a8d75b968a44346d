import { config, type AppConfig } from "@/lib/config/env";

/** Header set by our own server (scripts/start.mjs) from the socket; any client-sent value is replaced there. */
export const CLIENT_IP_HEADER = "x-cairn-client-ip";

type ProxySettings = Pick<AppConfig, "trustProxy" | "publicUrl">;

const firstValue = (header: string | null) => header?.split(",")[0]?.trim() || undefined;

export function clientIp(request: Request, settings: ProxySettings = config()): string {
  const forwarded = settings.trustProxy ? firstValue(request.headers.get("x-forwarded-for")) : undefined;
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
