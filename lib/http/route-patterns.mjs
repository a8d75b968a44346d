// The route pattern of an API request path (`/api/v1/entities/[id]`), for access logs and metrics:
// labels must name routes, never raw paths with ids; and the methods its route file exports, for the
// server's 405 answer. Read once from the route files under app/api.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

/** @typedef {{ segments: string[], methods: string[] }} RouteFile */

export const HTTP_METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"];

/**
 * The HTTP methods a route file exports: `export const GET = …`, `export async function POST`,
 * `export { handler as GET }` and `export { PUT } from "…"`.
 * @param {string} source
 * @returns {string[]}
 */
export function exportedMethods(source) {
  const found = new Set();
  for (const match of source.matchAll(/export\s+(?:const|let|var|(?:async\s+)?function)\s+([A-Z]+)\b/g))
    found.add(match[1] ?? "");
  for (const match of source.matchAll(/export\s*\{([^}]*)\}/g)) {
    for (const part of (match[1] ?? "").split(",")) {
      const name = part
        .trim()
        .split(/\s+as\s+/)
        .pop()
        ?.trim();
      if (name) found.add(name);
    }
  }
  return HTTP_METHODS.filter((method) => found.has(method));
}

/**
 * @param {string} dir
 * @param {string[]} segments
 * @param {RouteFile[]} out
 */
function walk(dir, segments, out) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) walk(path.join(dir, entry.name), [...segments, entry.name], out);
    else if (/^route\.(ts|js|mjs|tsx)$/.test(entry.name))
      out.push({ segments, methods: exportedMethods(readFileSync(path.join(dir, entry.name), "utf8")) });
  }
}

/** Specific before dynamic before catch-all before optional catch-all, so the first match is the one Next.js routes to. */
function rank(/** @type {string[]} */ segments) {
  return segments
    .map((segment) =>
      segment.startsWith("[[...")
        ? "3"
        : segment.startsWith("[...")
          ? "2"
          : segment.startsWith("[")
            ? "1"
            : "0",
    )
    .join("");
}

/**
 * @param {string} appDir the app/ folder
 * @returns {(pathname: string) => string} the pattern of a path, "unmatched" when none fits
 */
export function routePatternMatcher(appDir) {
  const match = routeMatcher(appDir);
  return (pathname) => match(pathname)?.pattern ?? "unmatched";
}

/**
 * @param {string} appDir the app/ folder
 * @returns {(pathname: string) => { pattern: string, methods: string[], catchAll: boolean } | undefined}
 *   the route file a path reaches (as Next.js picks it) and the methods it exports
 */
export function routeMatcher(appDir) {
  /** @type {RouteFile[]} */
  const routes = [];
  try {
    walk(path.join(appDir, "api"), ["api"], routes);
  } catch {
    // no app/api here: every path is unmatched
  }
  const files = routes
    .map((route) => ({ ...route, segments: route.segments.filter((segment) => !/^\(.*\)$/.test(segment)) }))
    .sort((a, b) => {
      const [ra, rb] = [rank(a.segments), rank(b.segments)];
      for (let i = 0; i < Math.min(ra.length, rb.length); i++)
        if (ra[i] !== rb[i]) return /** @type {string} */ (ra[i]) < /** @type {string} */ (rb[i]) ? -1 : 1;
      return rb.length - ra.length;
    });
  return (pathname) => {
    const parts = (pathname.split("?")[0] ?? "").split("/").filter(Boolean);
    for (const file of files) {
      if (matches(file.segments, parts))
        return {
          pattern: `/${file.segments.join("/")}`,
          methods: file.methods,
          catchAll: file.segments.some((segment) => segment.startsWith("[[...")),
        };
    }
    return undefined;
  };
}

/**
 * The methods a request to a route may use, for an `Allow` header: what the route file exports,
 * HEAD with GET and OPTIONS (Next.js answers both itself). Null when `method` is one of them.
 * @param {string[]} exported
 * @param {string} method
 * @returns {string[] | null}
 */
export function disallowedMethod(exported, method) {
  const allowed = new Set(exported);
  if (allowed.has("GET")) allowed.add("HEAD");
  allowed.add("OPTIONS");
  if (allowed.has(method.toUpperCase())) return null;
  return HTTP_METHODS.filter((candidate) => allowed.has(candidate));
}

/**
 * @param {string[]} segments
 * @param {string[]} parts
 */
function matches(segments, parts) {
  for (const [i, segment] of segments.entries()) {
    // `[[...slug]]` also matches the bare folder; `[...slug]` needs at least one segment.
    if (segment.startsWith("[[...")) return parts.length >= i;
    if (segment.startsWith("[...")) return parts.length > i;
    if (i >= parts.length) return false;
    if (!segment.startsWith("[") && segment !== parts[i]) return false;
  }
  return segments.length === parts.length;
}
