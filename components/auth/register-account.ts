import { readApiFailure, type ApiFailure } from "@/components/forms/api-failure";
import type { RegisterRequest } from "@/lib/schemas/users";

type NewAccount = Pick<RegisterRequest, "name" | "email" | "password" | "token">;

/** Creates the account through the public API; returns the failure, or null when it was created. */
export async function registerAccount(account: NewAccount): Promise<ApiFailure | null> {
  try {
    const response = await fetch("/api/v1/users/register", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(account),
    });
    return response.ok ? null : await readApiFailure(response);
  } catch {
    return { message: "", fields: {}, unreachable: true };
  }
}
