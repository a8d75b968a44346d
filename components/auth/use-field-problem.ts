"use client";

import { useTranslations } from "next-intl";

export type AuthField = "name" | "email" | "password" | "newPassword";

/** The API's and the shared schemas' field problems, recognised so they can be said in any language. */
function problemOf(message: string): { problem: string; count: number } {
  if (message === "is required") return { problem: "required", count: 0 };
  if (message === "must be an email address") return { problem: "email", count: 0 };
  if (message === "must not be only spaces") return { problem: "spaces", count: 0 };
  if (/most common passwords/.test(message)) return { problem: "common", count: 0 };
  const short = /^must be at least (\d+) characters$/.exec(message);
  if (short) return { problem: "short", count: Number(short[1]) };
  const long = /^must be at most (\d+) characters$/.exec(message);
  if (long) return { problem: "long", count: Number(long[1]) };
  return { problem: "other", count: 0 };
}

/**
 * "Password must be at least 8 characters" beside a field of the sign-in pages, from the field and
 * the problem in the API's words ("must be at least 8 characters"); a problem it does not know is
 * shown as the API worded it.
 */
export function useFieldProblem() {
  const t = useTranslations("auth");
  return (field: AuthField, message: string) =>
    t("fieldProblem", { field, ...problemOf(message), detail: message });
}
