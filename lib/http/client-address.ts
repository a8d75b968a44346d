import { config } from "@/lib/config/env";

/** Header set by our own server (server.mjs) from the socket; any client-sent value is replaced there. */
export const CLIENT_IP_HEADER = "x-cairn-client-ip";

export function clientIp(request: Request): string {
  if (config().trustProxy) {
    const forwarded = request.headers.get("x-forwarded-for")?.split(",")[0]?.trim();
    if (forwarded) return forwarded;
  }
  return request.headers.get(CLIENT_IP_HEADER) ?? "unknown";
}

/** The public base URL: PUBLIC_URL, else derived from the request (forwarded headers only behind a trusted proxy). */
export function publicBaseUrl(request: Request): string {
  const configured = config().publicUrl;
  if (configured) return configured;
  const url = new URL(request.url);
  let protocol = url.protocol.replace(":", "");
  let host = request.headers.get("host") ?? url.host;
  if (config().trustProxy) {
    protocol = request.headers.get("x-forwarded-proto")?.split(",")[0]?.trim() || protocol;
    host = request.headers.get("x-forwarded-host")?.split(",")[0]?.trim() || host;
  }
  return `${protocol}://${host}`;
}
