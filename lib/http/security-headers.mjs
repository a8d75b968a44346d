// The browser security policy, in one place: next.config.mjs sends the static headers on every
// response and the API's CSP; proxy.ts sends each page its own CSP with a fresh script nonce.
// (Plain JavaScript because next.config.mjs loads it before any TypeScript is compiled.)

/** The scanner page uses the camera; nothing uses the rest. */
export const PERMISSIONS_POLICY =
  "camera=(self), microphone=(), geolocation=(), payment=(), usb=(), serial=(), midi=(), " +
  "magnetometer=(), gyroscope=(), accelerometer=()";

/**
 * API answers are data, never documents: one opened in the browser runs no script, loads nothing
 * but itself and cannot be framed. The browser's own viewer of an image opened in a tab (a label)
 * styles it inline, hence the inline styles. (No `sandbox` here: Chrome will not show a PDF, such
 * as a label sheet, in a sandboxed document. Attachment downloads add it themselves.)
 */
export const API_CONTENT_SECURITY_POLICY =
  "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/** Headers for every response, pages and API alike. */
export const COMMON_SECURITY_HEADERS = [
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  { key: "X-Frame-Options", value: "DENY" },
  { key: "Permissions-Policy", value: PERMISSIONS_POLICY },
];

/**
 * A page's policy. Scripts run only with this response's nonce ('strict-dynamic' lets the
 * framework's nonce-carrying scripts load their chunks); no 'unsafe-inline' and, in production, no
 * 'unsafe-eval' for scripts. Styles keep 'unsafe-inline': React `style` attributes cannot carry a
 * nonce, and a style cannot run code.
 * @param {string} nonce
 * @param {{ development?: boolean }} [options]
 */
export function pageContentSecurityPolicy(nonce, options = {}) {
  const scripts = [`'self'`, `'nonce-${nonce}'`, `'strict-dynamic'`];
  // React's development build evaluates code for its error overlay; production never does.
  if (options.development) scripts.push(`'unsafe-eval'`);
  return [
    "default-src 'self'",
    `script-src ${scripts.join(" ")}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "media-src 'self' blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "worker-src 'self' blob:",
    "manifest-src 'self'",
    "frame-src 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}
