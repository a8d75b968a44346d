import { linkBaseUrl } from "@/lib/mail/link-base-url";
import { mailConfigFromEnv } from "@/lib/mail/mail-config";

/** The settings a password reset email needs that are missing (empty: reset emails go out). */
export function passwordResetEmailMissing(): string[] {
  const missing: string[] = [];
  if (!linkBaseUrl()) missing.push("PUBLIC_URL");
  try {
    if (!mailConfigFromEnv(process.env)) missing.push("SMTP_HOST");
  } catch {
    missing.push("valid SMTP_* settings");
  }
  return missing;
}
