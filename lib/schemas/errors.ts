import { z } from "zod";
import { ERROR_CODES, type ErrorCode } from "@/lib/errors/error-codes";

export { errorCodeOf, type ErrorCode } from "@/lib/errors/error-codes";

/** The `code` of every error body (lib/errors/error-codes.ts says what each means). */
export const errorCode = z.enum(ERROR_CODES);

export type FieldErrors = Record<string, string>;

/** The body of every error answer of the API. */
export type ErrorBody = { error: string; code: ErrorCode; fields?: FieldErrors };
