import { DomainError } from "@/lib/errors/domain-error";
import { publicBaseUrl } from "./client-address";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * A browser sends its session cookie with cross-site requests too; a state change authorised by
 * the cookie must come from our own origin.
 */
export function assertSameOrigin(request: Request): void {
  if (SAFE_METHODS.has(request.method)) return;
  const origin = request.headers.get("origin");
  if (!origin) return assertSameSiteRead(request);
  if (origin !== new URL(publicBaseUrl(request)).origin) {
    throw new DomainError("forbidden", "cross-site request refused");
  }
}

/**
 * For the few reads that hand out a credential when a cookie authorises them: a browser marks a
 * request a foreign page started (a link, an image) with `Sec-Fetch-Site: cross-site`.
 */
export function assertSameSiteRead(request: Request): void {
  const fetchSite = request.headers.get("sec-fetch-site");
  if (fetchSite && fetchSite !== "same-origin" && fetchSite !== "none") {
    throw new DomainError("forbidden", "cross-site request refused");
  }
}
