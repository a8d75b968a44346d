import { capitalize, type ApiFailure } from "@/components/forms/api-failure";
import { ApiRequestError } from "@/lib/api-client/api-request";

/**
 * The sign-in pages' requests answer their failure rather than throwing it; this throws it the way
 * useCheckedSubmit reads a refusal (fields beside the inputs, the message above the form).
 * `unreachable`: the form's own words for "no answer at all".
 */
export function throwApiFailure(failure: ApiFailure, unreachable: string): never {
  const message = failure.unreachable ? unreachable : capitalize(failure.message);
  throw new ApiRequestError(0, message, failure.fields, failure.code);
}
