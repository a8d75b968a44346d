import "server-only";
import { z } from "zod";

export const envSchema = z.object({
  SMTP_HOST: z.string().trim().optional(),
  SMTP_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  SMTP_USER: z.string().optional(),
  SMTP_PASSWORD: z.string().optional(),
  SMTP_FROM: z.string().trim().optional(),
  SMTP_SECURE: z.string().optional(),
  SMTP_STARTTLS: z
    .enum(["auto", "required", "off"], { message: "must be auto, required or off" })
    .optional()
    .or(z.literal("").transform(() => undefined)),
});

/** How outgoing mail is sent: an SMTP server from the SMTP_* environment variables. */
export type MailConfig = {
  host: string;
  port: number;
  /** TLS from the first byte (SMTPS, usually port 465). */
  secure: boolean;
  /** Without `secure`: upgrade with STARTTLS when offered (auto), insist on it, or never try. */
  starttls: "auto" | "required" | "off";
  auth: { user: string; pass: string } | undefined;
  from: string;
};

const isOn = (value: string | undefined) => /^(1|true|yes|on)$/i.test(value ?? "");

/** The mail settings, or undefined when SMTP_HOST is not set (mail is then not configured). */
export function mailConfigFromEnv(env: Record<string, string | undefined>): MailConfig | undefined {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`invalid mail configuration: ${problems.join("; ")}`);
  }
  const values = parsed.data;
  if (!values.SMTP_HOST) return undefined;
  const secure = isOn(values.SMTP_SECURE);
  return {
    host: values.SMTP_HOST,
    port: values.SMTP_PORT ?? (secure ? 465 : 587),
    secure,
    starttls: values.SMTP_STARTTLS ?? "auto",
    auth: values.SMTP_USER ? { user: values.SMTP_USER, pass: values.SMTP_PASSWORD ?? "" } : undefined,
    from:
      values.SMTP_FROM || `Cairn <${values.SMTP_USER?.includes("@") ? values.SMTP_USER : "cairn@localhost"}>`,
  };
}
