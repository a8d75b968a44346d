import { DomainError } from "@/lib/errors/domain-error";

export const DEFAULT_JSON_LIMIT_BYTES = 1024 * 1024;

/** Reads the body as text, refusing more than `limit` bytes without buffering past it. */
export async function readBodyText(request: Request, limit: number): Promise<string> {
  const declared = Number(request.headers.get("content-length") ?? "NaN");
  if (Number.isFinite(declared) && declared > limit) throw tooLarge(limit);
  if (!request.body) return "";
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    received += value.byteLength;
    if (received > limit) {
      await reader.cancel();
      throw tooLarge(limit);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString("utf8");
}

function tooLarge(limit: number) {
  return new DomainError("too_large", `request body is larger than ${Math.round(limit / 1024)} KiB`);
}

export type BodyFormat = "json" | "json-or-form";

/** Parses a JSON body, or a form-encoded one where the route accepts it. An empty body is `{}`. */
export async function readBody(request: Request, format: BodyFormat, limit: number): Promise<unknown> {
  const text = await readBodyText(request, limit);
  const contentType = (request.headers.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
  if (contentType === "application/x-www-form-urlencoded") {
    if (format !== "json-or-form")
      throw new DomainError("unsupported_media_type", "request body must be JSON");
    return Object.fromEntries(new URLSearchParams(text));
  }
  if (text.trim() === "") return {};
  try {
    return JSON.parse(text);
  } catch {
    throw new DomainError("malformed", "malformed JSON body");
  }
}

/** Query string to an object: a repeated key becomes an array, a single one stays a string. */
export function queryObject(url: URL): Record<string, string | string[]> {
  const result: Record<string, string | string[]> = {};
  for (const key of new Set(url.searchParams.keys())) {
    const values = url.searchParams.getAll(key);
    result[key] = values.length === 1 ? values[0]! : values;
  }
  return result;
}
