import { createHash } from "node:crypto";
import type { EntityOut } from "@/lib/schemas/entities";

/**
 * The strong ETag of an entity's GET representation: a hash of exactly the JSON GET answers, so it
 * changes with every write that changes what GET returns (its own columns and `updatedAt`, tags,
 * custom fields, attachments, the names of its parent and type, …) and with nothing else.
 */
export function entityETag(entity: EntityOut): string {
  return `"${createHash("sha256").update(JSON.stringify(entity)).digest("base64url").slice(0, 32)}"`;
}

/**
 * Whether an If-Match header value is satisfied by the current ETag (RFC 9110 §13.1.1: `*`, or one
 * of the listed tags by strong comparison, so weak `W/` tags never match).
 */
export function ifMatchSatisfied(header: string, currentETag: string): boolean {
  const listed = header.split(",").map((tag) => tag.trim());
  return listed.some((tag) => tag === "*" || tag === currentETag);
}

/** The entity as JSON with its ETag, as GET, PUT and PATCH answer it. */
export function entityResponse(entity: EntityOut): Response {
  return Response.json(entity, {
    headers: { ETag: entityETag(entity), "Cache-Control": "no-store" },
  });
}
