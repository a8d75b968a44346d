import "server-only";
import { createHash, timingSafeEqual } from "node:crypto";
import { config } from "@/lib/config/env";
import { log } from "@/lib/log";
import { databaseFamilies } from "./database-families";
import { renderFamilies, type Family } from "./exposition";
import { httpFamilies } from "./http-families";
import { jobFamilies } from "./job-families";
import { processFamilies } from "./process-families";

const digest = (value: string) => createHash("sha256").update(value).digest();

function tokenMatches(header: string | null, token: string): boolean {
  const presented = /^Bearer\s+(\S+)$/i.exec(header ?? "")?.[1];
  return presented !== undefined && timingSafeEqual(digest(presented), digest(token));
}

const plain = (status: number, text: string, headers: Record<string, string> = {}) =>
  new Response(`${text}\n`, { status, headers: { "Content-Type": "text/plain; charset=utf-8", ...headers } });

/**
 * This process's metrics in Prometheus text format: 404 while metrics are off, 401 without the
 * METRICS_TOKEN bearer when one is set. A failing database query leaves its families out.
 */
export async function serveMetrics(request: Request): Promise<Response> {
  const { enabled, token } = config().metrics;
  if (!enabled) return plain(404, "Not Found");
  if (token && !tokenMatches(request.headers.get("authorization"), token)) {
    return plain(401, "Unauthorized", { "WWW-Authenticate": 'Bearer realm="metrics"' });
  }
  const families: Family[] = [...httpFamilies(), ...processFamilies(), ...databaseFamilies()];
  try {
    families.push(...(await jobFamilies()));
  } catch (error) {
    log.warn("metrics: job counts unavailable", { error });
  }
  return new Response(renderFamilies(families), {
    headers: { "Content-Type": "text/plain; version=0.0.4; charset=utf-8", "Cache-Control": "no-store" },
  });
}
