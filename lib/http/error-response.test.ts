import { describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { DomainError, hasErrorCode, invalidField, notFound } from "@/lib/errors/domain-error";
import { errorCode, errorCodeOf } from "@/lib/schemas/errors";
import { errorResponse } from "./error-response";
import { errorStatus, statusOf } from "./errors";

describe("the error code table", () => {
  it("gives every code one status, 4xx for the client's mistakes and 5xx for the server's", () => {
    expect(Object.keys(errorStatus).sort()).toEqual([...errorCode.options].sort());
    expect(errorStatus).toEqual({
      malformed: 400,
      unauthorized: 401,
      forbidden: 403,
      not_found: 404,
      method_not_allowed: 405,
      conflict: 409,
      precondition_failed: 412,
      too_large: 413,
      unsupported_media_type: 415,
      validation: 422,
      rate_limited: 429,
      internal: 500,
      upstream_failed: 502,
      unavailable: 503,
    });
  });

  it("answers each code with its status and the code in the body", async () => {
    for (const code of errorCode.options) {
      const response = errorResponse(new DomainError(code, `because ${code}`), "req-1");
      expect(response.status).toBe(statusOf(code));
      expect(await response.json()).toEqual({ error: `because ${code}`, code });
      expect(response.headers.get("x-request-id")).toBe("req-1");
    }
  });
});

describe("errorResponse", () => {
  it("keeps the message and fields and adds the code", async () => {
    const response = errorResponse(invalidField("email", "is taken"), "r");
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({
      error: "email: is taken",
      code: "validation",
      fields: { email: "is taken" },
    });
  });

  it("turns Retry-After and the current ETag into headers", () => {
    const limited = errorResponse(new DomainError("rate_limited", "wait", { retryAfterSeconds: 7 }), "r");
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toBe("7");
    const stale = errorResponse(
      new DomainError("precondition_failed", "stale", { currentETag: '"v2"' }),
      "r",
    );
    expect(stale.status).toBe(412);
    expect(stale.headers.get("etag")).toBe('"v2"');
    expect(stale.headers.get("retry-after")).toBeNull();
  });

  it("answers a zod error as validation with the fields", async () => {
    const failed = z.object({ name: z.string().min(1, { message: "is required" }) }).safeParse({ name: "" });
    const response = errorResponse(failed.error, "r");
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({
      error: "validation failed: name: is required",
      code: "validation",
      fields: { name: "is required" },
    });
  });

  it("hides anything else behind internal, without the cause in the body", async () => {
    const stderr = vi.spyOn(process.stderr, "write").mockImplementation(() => true);
    const response = errorResponse(new Error("disk on fire at /srv/x.js:1"), "r");
    stderr.mockRestore();
    expect(response.status).toBe(500);
    expect(await response.text()).toBe('{"error":"Unknown Error","code":"internal"}');
  });

  it("never puts a cause in the body", async () => {
    const response = errorResponse(notFound(new Error("P2003 on Entity_parentId_fkey")), "r");
    expect(await response.text()).toBe('{"error":"Not Found","code":"not_found"}');
  });
});

describe("DomainError", () => {
  it("carries its code and cause and knows nothing of HTTP", () => {
    const cause = new Error("P2003");
    const error = notFound(cause);
    expect(error.code).toBe("not_found");
    expect(error.cause).toBe(cause);
    expect(error.message).toBe("Not Found");
    expect(error).not.toHaveProperty("status");
    expect(hasErrorCode(error, "not_found")).toBe(true);
    expect(hasErrorCode(error, "conflict")).toBe(false);
    expect(hasErrorCode(new Error("Not Found"), "not_found")).toBe(false);
  });
});

describe("errorCodeOf", () => {
  it("reads a known code and nothing else", () => {
    expect(errorCodeOf({ error: "x", code: "conflict" })).toBe("conflict");
    expect(errorCodeOf({ error: "x", code: "teapot" })).toBeUndefined();
    expect(errorCodeOf({ error: "x" })).toBeUndefined();
    expect(errorCodeOf("Bad Gateway")).toBeUndefined();
    expect(errorCodeOf(null)).toBeUndefined();
  });
});
