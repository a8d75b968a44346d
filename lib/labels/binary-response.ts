/** A ready-made file answer for the route wrapper: the bytes, their type, shown inline. */
export function binaryResponse(
  bytes: Uint8Array,
  contentType: string,
  options: { fileName?: string; cacheControl?: string } = {},
): Response {
  const headers: Record<string, string> = {
    "Content-Type": contentType,
    "Content-Length": String(bytes.byteLength),
    "Cache-Control": options.cacheControl ?? "no-store",
    "X-Content-Type-Options": "nosniff",
  };
  if (options.fileName) headers["Content-Disposition"] = `inline; filename="${options.fileName}"`;
  return new Response(new Uint8Array(bytes), { status: 200, headers });
}
