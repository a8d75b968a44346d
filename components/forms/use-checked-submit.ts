"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import type { z } from "zod";
import { requestFailure, zodFieldErrors, type FieldErrors } from "@/components/ui/field-errors";

/**
 * A form's submit: checks the values with the API's own schema, sends them, and keeps the errors
 * of either step by field ("name", "fields.0.name") plus a message for the whole form.
 * `submit` resolves true when the values were sent and accepted.
 */
export function useCheckedSubmit<Schema extends z.ZodType>(
  schema: Schema,
  send: (data: z.output<Schema>) => Promise<unknown>,
  fallbackFailure = "",
) {
  const t = useTranslations("forms");
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState("");
  const submit = async (input: unknown): Promise<boolean> => {
    const parsed = schema.safeParse(input);
    if (!parsed.success) {
      setErrors(zodFieldErrors(parsed.error));
      return false;
    }
    setErrors({});
    setFailure("");
    try {
      await send(parsed.data);
      return true;
    } catch (error) {
      const { fields, message } = requestFailure(error as Error);
      setErrors(fields);
      setFailure(message || fallbackFailure);
      return false;
    }
  };
  /** "Name is required" under the Name field, or nothing (the API words the problem itself). */
  const fieldError = (field: string, label: string) =>
    errors[field] ? t("fieldError", { label, problem: errors[field] }) : undefined;
  return { errors, failure, submit, fieldError };
}
