/** Types a browser may show in place: images it renders safely and PDF. Never HTML or SVG. */
const INLINE_TYPES = new Set([
  "image/jpeg",
  "image/png",
  "image/gif",
  "image/webp",
  "image/heic",
  "image/heif",
  "application/pdf",
]);

export const isInlineSafe = (mimeType: string) => INLINE_TYPES.has(mimeType.toLowerCase());

const EXTENSIONS: Record<string, string> = {
  "image/jpeg": ".jpg",
  "image/png": ".png",
  "image/gif": ".gif",
  "image/webp": ".webp",
  "image/heic": ".heic",
  "image/heif": ".heif",
  "application/pdf": ".pdf",
  "application/zip": ".zip",
  "text/plain": ".txt",
};

/** Percent-encodes everything outside RFC 5987's attr-char set, as UTF-8. */
function encodeRfc5987(value: string): string {
  return encodeURIComponent(value).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/**
 * A download's file name: the last segment of the title (no directories), control characters
 * gone, and an extension matching the stored type when the title has none.
 */
export function downloadFileName(title: string, mimeType: string): string {
  const base =
    title
      .replace(/[\u0000-\u001f\u007f]+/g, " ")
      .split(/[\\/]/)
      .pop()!
      .trim()
      .replace(/^\.+/, "") || "download";
  const extension = EXTENSIONS[mimeType];
  return extension && !/\.[A-Za-z0-9]{1,8}$/.test(base) ? `${base}${extension}` : base;
}

/**
 * The Content-Disposition header for a download: `inline` only for inline-safe types, an ASCII
 * `filename` fallback with anything risky replaced, and the exact name as RFC 5987 `filename*`.
 */
export function contentDisposition(title: string, mimeType: string): string {
  const name = downloadFileName(title, mimeType);
  const fallback = name.replace(/[^\x20-\x7e]|["\\%;]/g, "_");
  const disposition = isInlineSafe(mimeType) ? "inline" : "attachment";
  return `${disposition}; filename="${fallback}"; filename*=UTF-8''${encodeRfc5987(name)}`;
}
