import { invalidField } from "@/lib/errors/domain-error";
import { COMMON_PASSWORDS } from "./common-passwords";

let common: Set<string> | undefined;

/** Whether a password is among the most common ones (lib/auth/common-passwords.ts), in any case. */
export function isCommonPassword(password: string): boolean {
  common ??= new Set(COMMON_PASSWORDS.split("\n").filter(Boolean));
  return common.has(password.trim().toLowerCase());
}

/**
 * The server-side half of the rules for a new password (registration, change and reset alike): the
 * schema (lib/schemas/users.ts `newPassword`) checks length and blankness where the browser can
 * too; the list of common passwords stays on the server. 422 on `field`.
 */
export function assertAcceptablePassword(password: string, field: string): void {
  if (!isCommonPassword(password)) return;
  throw invalidField(field, "is one of the most common passwords; choose another");
}
