import { z } from "zod";
import { isCurrencyCode } from "@/lib/currencies/currencies";
import { optionalFutureTimestamp, trimmedName } from "./common";
import { INVITABLE_ROLES, TENANT_ROLES } from "./roles";

export const groupOut = z.object({
  id: z.string(),
  name: z.string(),
  currency: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type GroupOut = z.infer<typeof groupOut>;

export const groupCreate = z.object({ name: trimmedName() });
export type GroupCreate = z.infer<typeof groupCreate>;

export const currencyCode = z
  .string()
  .trim()
  .transform((value) => value.toUpperCase())
  .refine(isCurrencyCode, { message: "is not a known currency code" });

export const groupUpdate = z.object({ name: trimmedName().optional(), currency: currencyCode.optional() });
export type GroupUpdate = z.infer<typeof groupUpdate>;

export const memberOut = z.object({ id: z.string(), name: z.string(), email: z.string(), role: z.string() });
export type MemberOut = z.infer<typeof memberOut>;

/** Cairn's addition: an owner sets a member's role (owner, user, or the read-only viewer). */
export const memberRoleUpdate = z.object({
  role: z.enum(TENANT_ROLES, { message: `must be one of ${TENANT_ROLES.join(", ")}` }),
});
export type MemberRoleUpdate = z.infer<typeof memberRoleUpdate>;

export const invitationCreate = z.object({
  uses: z
    .number({ message: "is required" })
    .int({ message: "must be a whole number" })
    .min(1, { message: "must be between 1 and 100" })
    .max(100, { message: "must be between 1 and 100" }),
  expiresAt: optionalFutureTimestamp,
  /** Cairn's addition: the role joining grants; HomeBox's clients leave it out and invite users. */
  role: z.enum(INVITABLE_ROLES, { message: `must be one of ${INVITABLE_ROLES.join(", ")}` }).optional(),
});
export type InvitationCreate = z.infer<typeof invitationCreate>;

export const invitationCreatedOut = z.object({
  id: z.string(),
  token: z.string(),
  expiresAt: z.string(),
  uses: z.number(),
});
export type InvitationCreatedOut = z.infer<typeof invitationCreatedOut>;

export const invitationOut = z.object({
  id: z.string(),
  expiresAt: z.string(),
  uses: z.number(),
  group: groupOut,
});
export type InvitationOut = z.infer<typeof invitationOut>;

export const invitationAcceptedOut = z.object({ id: z.string(), name: z.string() });
export type InvitationAcceptedOut = z.infer<typeof invitationAcceptedOut>;
