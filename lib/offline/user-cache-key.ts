import "server-only";
import { createHmac } from "node:crypto";
import { secrets } from "@/lib/config/secrets";

/**
 * The name under which the service worker keeps one person's pages for reading offline
 * (app/sw.ts). Derived from the user id with the server's session secret: cache names are
 * visible to anyone at the browser's developer tools, and the id should not be.
 */
export function offlineCacheKey(userId: string): string {
  return createHmac("sha256", secrets().sessionSecret)
    .update(`offline-cache:${userId}`)
    .digest("hex")
    .slice(0, 32);
}
