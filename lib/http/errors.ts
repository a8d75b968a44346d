/** Every failure the API can report. The code decides the status; the message is for people. */
export const errorStatus = {
  bad_request: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  method_not_allowed: 405,
  conflict: 409,
  precondition_failed: 412,
  payload_too_large: 413,
  unsupported_media_type: 415,
  unprocessable: 422,
  too_many_requests: 429,
  internal: 500,
  bad_gateway: 502,
  unavailable: 503,
} as const;

export type ErrorCode = keyof typeof errorStatus;
export type FieldErrors = Record<string, string>;

export class ApiError extends Error {
  readonly code: ErrorCode;
  readonly fields: FieldErrors | undefined;
  readonly headers: Record<string, string> | undefined;

  constructor(
    code: ErrorCode,
    message: string,
    options?: { fields?: FieldErrors; headers?: Record<string, string> },
  ) {
    super(message);
    this.name = "ApiError";
    this.code = code;
    this.fields = options?.fields;
    this.headers = options?.headers;
  }

  get status(): number {
    return errorStatus[this.code];
  }
}

export const notFound = () => new ApiError("not_found", "Not Found");
export const invalidField = (field: string, message: string) =>
  new ApiError("unprocessable", `${field}: ${message}`, { fields: { [field]: message } });
