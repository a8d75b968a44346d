import { readApiFailure, type ApiFailure } from "@/components/forms/api-failure";
import type { ForgotPasswordRequest, ResetPasswordRequest } from "@/lib/schemas/users";

// The forms say "could not reach the server" in the reader's language for this one.
const unreachable: ApiFailure = { message: "", fields: {}, unreachable: true };

async function post(path: string, body: unknown): Promise<ApiFailure | null> {
  try {
    const response = await fetch(path, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(body),
    });
    return response.ok ? null : await readApiFailure(response);
  } catch {
    return unreachable;
  }
}

/** Asks for a reset email; null when the server took the request (it never says if the account exists). */
export const requestPasswordResetEmail = (input: ForgotPasswordRequest) =>
  post("/api/v1/users/forgot-password", input);

/** Sets the new password with the emailed token; null on success. */
export const resetPasswordWithToken = (input: ResetPasswordRequest) =>
  post("/api/v1/users/reset-password", input);
