import type { TenantRole } from "./principal";

/**
 * The role a stored membership holds. The column is a free string (SQLite has no enums); anything
 * unknown is read as `viewer`, so a damaged or future value can never grant writes.
 */
export function roleOf(stored: string): TenantRole {
  return stored === "owner" || stored === "user" || stored === "viewer" ? stored : "viewer";
}

/** Whether a member with this role may change the group's records. */
export function roleCanWrite(role: TenantRole): boolean {
  return role !== "viewer";
}

/** The same for a tenant context (pages, domain functions). */
export function canWrite(ctx: { role: TenantRole } | null | undefined): boolean {
  return !!ctx && roleCanWrite(ctx.role);
}

/** HTTP methods that never change anything; every other method on a group route is a write. */
export function isReadMethod(method: string): boolean {
  const upper = method.toUpperCase();
  return upper === "GET" || upper === "HEAD" || upper === "OPTIONS";
}

/**
 * Whether the API wrapper refuses this call to this role: a viewer's non-read method on a group
 * route, unless the route declares itself a read with a body or a change to the caller's own
 * records only (`viewer: "read" | "own"` in its spec).
 */
export function refusedToRole(role: TenantRole, method: string, viewerOptOut: boolean): boolean {
  return !roleCanWrite(role) && !isReadMethod(method) && !viewerOptOut;
}
