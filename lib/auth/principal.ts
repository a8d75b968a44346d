import type { TENANT_ROLES } from "@/lib/schemas/roles";
import type { TokenMembership } from "./sessions";

/** Who is calling, and through which kind of credential. */
export type Principal = {
  userId: string;
  /** "cookie": Cairn's web sign-in; "homebox_cookie": HomeBox's `hb.auth.token` cookie. */
  via: "cookie" | "homebox_cookie" | "session" | "api_key";
  /** An attachment token only opens attachment downloads and QR codes. */
  attachmentsOnly: boolean;
  sessionId?: string;
  apiKeyId?: string;
  /** A session's last sign-in at the OIDC provider (kept across refreshes); null for a password. */
  oidcSignInAt?: Date | null;
  /**
   * The user's memberships, when read with a session token for a route that acts in a group
   * (resolveTenant then needs no query of its own).
   */
  memberships?: TokenMembership[];
};

/** Credentials a browser attaches by itself, so a cross-site page could ride on them. */
export const viaBrowserCookie = (principal: Principal) =>
  principal.via === "cookie" || principal.via === "homebox_cookie";

/**
 * A member's role in a group. `viewer` reads everything the group holds and changes nothing
 * (lib/auth/can-write.ts; the API wrapper refuses its writes).
 */
export type TenantRole = (typeof TENANT_ROLES)[number];

export type Tenant = { groupId: string; role: TenantRole };

/** What domain functions get: the caller and the group every query is scoped to. */
export type TenantContext = { userId: string; groupId: string; role: TenantRole };
