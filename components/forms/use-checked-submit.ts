"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import type { z } from "zod";
import { issueFieldErrors, type FieldErrors } from "@/components/ui/field-errors";
import { ApiRequestError } from "@/lib/api-client/api-request";
import { refusal } from "./refusal";
import { useFieldMessage } from "@/components/ui/use-field-message";

/**
 * What the hook checks the values with: a zod schema (the API's own), or an object answering the
 * same way when a form checks more than one body (the entity form: update, plus create when new).
 */
export type FormCheck<T> = {
  safeParse(
    input: unknown,
  ): { success: true; data: T } | { success: false; error: { issues: readonly z.core.$ZodIssue[] } };
};

type CheckedSubmitOptions = {
  /**
   * The fields this form shows beside an input. A server answer whose `fields` name none of them
   * (a token, a hidden id) is shown as the form-wide message instead, so it is never lost.
   */
  shownFields?: readonly string[];
};

/** Unfolds a closed <details> holding a field in trouble, then moves to the first such field. */
function focusFirstInvalid(form: HTMLFormElement | null) {
  if (!form) return;
  for (const group of form.querySelectorAll("details")) {
    if (group.querySelector('[aria-invalid="true"]')) group.open = true;
  }
  form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
}

/**
 * Every form's submit: checks the values with the API's own schema, sends them, keeps the errors of
 * either step by field ("name", "fields.0.name") plus a message for the whole form, says whether a
 * send is running, and moves focus to the first field in trouble (attach `formRef` to the <form>).
 * `submit` resolves true when the values were sent and accepted. `send` throws to refuse: an
 * ApiRequestError's `fields` land beside the inputs, any other error's message above the form.
 */
export function useCheckedSubmit<T>(
  check: FormCheck<T>,
  send: (data: T) => Promise<unknown>,
  fallbackFailure = "",
  options: CheckedSubmitOptions = {},
) {
  const fieldMessage = useFieldMessage();
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState("");
  const [pending, setPending] = useState(false);
  // Bumped by each refused submit: focus moves once the new errors are on screen.
  const [refusals, setRefusals] = useState(0);
  const { shownFields } = options;

  useEffect(() => {
    if (refusals > 0) focusFirstInvalid(formRef.current);
  }, [refusals]);

  const refuse = (fields: FieldErrors, serverMessage?: string) => {
    const shown = refusal(fields, serverMessage, fallbackFailure, shownFields);
    setErrors(shown.errors);
    setFailure(shown.failure);
    setRefusals((count) => count + 1);
  };

  const submit = async (input: unknown): Promise<boolean> => {
    const parsed = check.safeParse(input);
    if (!parsed.success) {
      refuse(issueFieldErrors(parsed.error.issues));
      return false;
    }
    setErrors({});
    setFailure("");
    setPending(true);
    try {
      await send(parsed.data);
      return true;
    } catch (error) {
      const fields = error instanceof ApiRequestError ? error.fields : {};
      refuse(fields, (error as Error).message);
      return false;
    } finally {
      setPending(false);
    }
  };

  /** Forgets a field's message once it is edited ("fields" forgets every "fields.N…" too). */
  const clearError = useCallback((field: string) => {
    setErrors((current) => {
      const kept = Object.entries(current).filter(([key]) => key !== field && !key.startsWith(`${field}.`));
      return kept.length === Object.keys(current).length ? current : Object.fromEntries(kept);
    });
  }, []);

  /** Forgets every message, e.g. when the form is closed or emptied for the next entry. */
  const reset = useCallback(() => {
    setErrors({});
    setFailure("");
  }, []);

  /** "Name is required" under the Name field, or nothing (the API words the problem itself). */
  const fieldError = (field: string, label: string) =>
    errors[field] ? fieldMessage(label, errors[field]) : undefined;
  return { errors, failure, pending, submit, fieldError, clearError, reset, formRef };
}
