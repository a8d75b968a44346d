// The route pattern of an API request path (`/api/v1/entities/[id]`), for access logs and metrics:
// labels must name routes, never raw paths with ids. Read once from the route files under app/api.
import { readdirSync } from "node:fs";
import path from "node:path";

/**
 * @param {string} dir
 * @param {string[]} segments
 * @param {string[][]} out
 */
function walk(dir, segments, out) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) walk(path.join(dir, entry.name), [...segments, entry.name], out);
    else if (/^route\.(ts|js|mjs|tsx)$/.test(entry.name)) out.push(segments);
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
  /** @type {string[][]} */
  const routes = [];
  try {
    walk(path.join(appDir, "api"), ["api"], routes);
  } catch {
    // no app/api here: every path is unmatched
  }
  const patterns = routes
    .map((segments) => segments.filter((segment) => !/^\(.*\)$/.test(segment)))
    .sort((a, b) => {
      const [ra, rb] = [rank(a), rank(b)];
      for (let i = 0; i < Math.min(ra.length, rb.length); i++)
        if (ra[i] !== rb[i]) return ra[i] < rb[i] ? -1 : 1;
      return rb.length - ra.length;
    });
  return (pathname) => {
    const parts = pathname.split("?")[0].split("/").filter(Boolean);
    for (const segments of patterns) {
      if (matches(segments, parts)) return `/${segments.join("/")}`;
    }
    return "unmatched";
  };
}

/**
 * @param {string[]} segments
 * @param {string[]} parts
 */
function matches(segments, parts) {
  for (let i = 0; i < segments.length; i++) {
    const segment = segments[i];
    // `[[...slug]]` also matches the bare folder; `[...slug]` needs at least one segment.
    if (segment.startsWith("[[...")) return parts.length >= i;
    if (segment.startsWith("[...")) return parts.length > i;
    if (i >= parts.length) return false;
    if (!segment.startsWith("[") && segment !== parts[i]) return false;
  }
  return segments.length === parts.length;
}
