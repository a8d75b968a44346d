import { fieldMessage, type FieldErrors } from "@/components/forms/api-failure";

type Issue = { path: PropertyKey[]; message: string };

/**
 * Field messages worded for people ("Name is required") from zod issues or the API's `fields`,
 * keyed by field; the first message of a field wins.
 */
export function labelledErrors(
  source: Issue[] | FieldErrors,
  labels: Record<string, string>,
): Record<string, string> {
  const pairs = Array.isArray(source)
    ? source.map((issue) => [String(issue.path[0] ?? ""), issue.message] as const)
    : Object.entries(source);
  const errors: Record<string, string> = {};
  for (const [field, message] of pairs) {
    const label = labels[field];
    if (label && !errors[field]) errors[field] = fieldMessage(label, message);
  }
  return errors;
}
