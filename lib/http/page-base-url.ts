import { headers } from "next/headers";
import { publicBaseUrl } from "./client-address";

/**
 * `publicBaseUrl` for a server-rendered page, which has no Request: PUBLIC_URL, or the host the
 * browser asked for (forwarded headers under TRUST_PROXY), as the label routes answer.
 */
export async function pageBaseUrl(): Promise<string> {
  const incoming = await headers();
  const host = incoming.get("host") ?? "localhost";
  return publicBaseUrl(new Request(`http://${host}/`, { headers: incoming }));
}
