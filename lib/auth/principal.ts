/** Who is calling, and through which kind of credential. */
export type Principal = {
  userId: string;
  via: "cookie" | "session" | "api_key";
  /** An attachment token only opens attachment downloads and QR codes. */
  attachmentsOnly: boolean;
  sessionId?: string;
  apiKeyId?: string;
  /** A session's last sign-in at the OIDC provider (kept across refreshes); null for a password. */
  oidcSignInAt?: Date | null;
};

export type TenantRole = "owner" | "user";

export type Tenant = { groupId: string; role: TenantRole };

/** What domain functions get: the caller and the group every query is scoped to. */
export type TenantContext = { userId: string; groupId: string; role: TenantRole };
