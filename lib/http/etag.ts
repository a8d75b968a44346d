import { createHash } from "node:crypto";
import { DomainError } from "@/lib/errors/domain-error";

/**
 * The strong ETag of a JSON representation: a hash of exactly the JSON a GET answers, so it changes
 * with every write that changes what GET returns (for an entity: its own columns and `updatedAt`,
 * tags, custom fields, attachments, the names of its parent and type, …) and with nothing else.
 */
export function etagOf(representation: unknown): string {
  return `"${createHash("sha256").update(JSON.stringify(representation)).digest("base64url").slice(0, 32)}"`;
}

/**
 * Whether an If-Match header value is satisfied by the current ETag (RFC 9110 §13.1.1: `*`, or one
 * of the listed tags by strong comparison, so weak `W/` tags never match).
 */
export function ifMatchSatisfied(header: string, currentETag: string): boolean {
  const listed = header.split(",").map((tag) => tag.trim());
  return listed.some((tag) => tag === "*" || tag === currentETag);
}

/** `*` among the listed tags: any current version will do. */
export const ifMatchAny = (header: string): boolean => header.split(",").some((tag) => tag.trim() === "*");

/**
 * 412 with the current ETag, so a client can show the conflict and decide. A domain write that
 * finds its record moved on leaves the ETag out: the API wrapper reads the record and names it.
 */
export function preconditionFailed(currentETag?: string): DomainError {
  return new DomainError("precondition_failed", "the record was changed by someone else since it was read", {
    fields: { "If-Match": "does not match the current ETag" },
    currentETag,
  });
}
