import { z } from "zod";
import { looseBoolean, trimmedName } from "./common";
import { jsonDepthExceeds } from "./json-depth";

export const email = z
  .string({ message: "is required" })
  .trim()
  .max(255, { message: "must be at most 255 characters" })
  .pipe(z.email({ message: "must be an email address" }))
  .transform((value) => value.toLowerCase());

/** The server also refuses the most common passwords (lib/auth/password-policy.ts). */
export const newPassword = z
  .string({ message: "is required" })
  .min(8, { message: "must be at least 8 characters" })
  .max(1024, { message: "must be at most 1024 characters" })
  .refine((value) => value.trim() !== "", { message: "must not be only spaces" });

export const registerRequest = z.object({
  name: trimmedName(),
  email,
  password: newPassword,
  token: z.string().max(512).optional().nullable(),
});
export type RegisterRequest = z.infer<typeof registerRequest>;

/** Login fields are read leniently: any failure is the same 401, whatever was wrong. */
export const loginRequest = z.object({
  username: z.string().max(255),
  password: z.string().max(1024),
  stayLoggedIn: looseBoolean.optional().default(false),
});
export type LoginRequest = z.infer<typeof loginRequest>;

export const loginQuery = z.object({ provider: z.string().optional() });

export const tokenResponse = z.object({
  token: z.string(),
  attachmentToken: z.string(),
  expiresAt: z.string(),
});
export type TokenResponse = z.infer<typeof tokenResponse>;

export const refreshResponse = z.object({
  raw: z.string(),
  attachmentToken: z.string(),
  expiresAt: z.string(),
});
export type RefreshResponse = z.infer<typeof refreshResponse>;

export const userOut = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  isSuperuser: z.boolean(),
  defaultGroupId: z.string(),
  groupIds: z.array(z.string()),
  oidcIssuer: z.string(),
  oidcSubject: z.string(),
});
export type UserOut = z.infer<typeof userOut>;

/** `/v1/users/self` wraps the user in `item`, as HomeBox does. */
export const selfOut = z.object({ item: userOut });

/**
 * HomeBox's UserUpdate is `{name, email}`. Cairn adds `password`, the current one, which a changed
 * email needs (docs/homebox-compatibility.md); a name alone or an unchanged email does not.
 */
export const userUpdate = z.object({
  name: trimmedName().optional(),
  email: email.optional(),
  password: z.string().max(1024).optional(),
});
export type UserUpdate = z.infer<typeof userUpdate>;

export const changePasswordRequest = z.object({
  current: z.string({ message: "is required" }).max(1024),
  new: newPassword,
});
export type ChangePasswordRequest = z.infer<typeof changePasswordRequest>;

/** Deeper settings are refused: nothing needs them, and serialising them could overflow the stack. */
export const MAX_SETTINGS_DEPTH = 32;

export const userSettings = z
  .record(z.string(), z.unknown())
  .refine((settings) => !jsonDepthExceeds(settings, MAX_SETTINGS_DEPTH), {
    message: `must not nest deeper than ${MAX_SETTINGS_DEPTH} levels`,
  });
export type UserSettings = z.infer<typeof userSettings>;

export const userSettingsOut = z.object({ item: userSettings });
export type UserSettingsOut = z.infer<typeof userSettingsOut>;

/** `POST /v1/users/forgot-password`: always 204, whether or not the address has an account. */
export const forgotPasswordRequest = z.object({ email });
export type ForgotPasswordRequest = z.infer<typeof forgotPasswordRequest>;

/** `POST /v1/users/reset-password`: the token from the emailed link and the new password. */
export const resetPasswordRequest = z.object({
  token: z.string({ message: "is required" }).trim().min(1, { message: "is required" }).max(512),
  password: newPassword,
});
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequest>;
/** What an OpenID Connect provider sends back to the redirect URI. */
export const oidcCallbackQuery = z.object({
  code: z.string().optional(),
  state: z.string().optional(),
  error: z.string().optional(),
  error_description: z.string().optional(),
});
