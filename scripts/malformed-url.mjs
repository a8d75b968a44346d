/**
 * Whether a request target's path holds a percent-escape that does not decode to UTF-8 text
 * (`%`, `%ZZ`, `%FF`, an encoded lone surrogate...). Next.js answers such a path with a plain-text
 * 500; the server answers it with a 400 instead (see start.mjs).
 * @param {string | undefined} url
 * @returns {boolean}
 */
export function hasMalformedPath(url) {
  const path = (url ?? "").split("?", 1)[0] ?? "";
  if (!path.includes("%")) return false;
  try {
    decodeURIComponent(path);
    return false;
  } catch {
    return true;
  }
}

/**
 * The 400 for such a request, in the API's `{error, code}` shape (code from lib/errors/error-codes.ts).
 * @param {import("node:http").ServerResponse} response
 */
export function refuseMalformedPath(response) {
  const body = JSON.stringify({
    error: "the URL path holds a malformed percent-encoding",
    code: "malformed",
  });
  response.writeHead(400, {
    "Content-Type": "application/json",
    "Content-Length": Buffer.byteLength(body),
    "Cache-Control": "no-store",
  });
  response.end(body);
}
