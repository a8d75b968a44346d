/** Every role a group membership can hold, in the order the UI offers them. */
export const TENANT_ROLES = ["owner", "user", "viewer"] as const;

/** The roles an invitation may grant: ownership is handed over by an owner, never by a link. */
export const INVITABLE_ROLES = ["user", "viewer"] as const;
