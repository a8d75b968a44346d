import type { z } from "zod";
import type { FieldErrors } from "@/components/forms/api-failure";

/**
 * zod issues keyed the way the API reports fields ("name", "fields.0.name"), so client-side and
 * server-side (422 `fields`) errors land beside the same inputs. The first issue of a path wins.
 */
export function errorsFromIssues(issues: readonly z.core.$ZodIssue[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join(".");
    if (!(key in errors)) errors[key] = issue.message;
  }
  return errors;
}
