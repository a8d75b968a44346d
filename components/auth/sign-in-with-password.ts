import { signIn } from "next-auth/react";

export const INVALID_CREDENTIALS_MESSAGE = "Invalid email or password";
export const TOO_MANY_ATTEMPTS_MESSAGE = "Too many sign-in attempts. Please wait a minute and try again.";

/** Signs in through next-auth's credentials provider; returns an error message, or null on success. */
export async function signInWithPassword(email: string, password: string): Promise<string | null> {
  try {
    const result = await signIn("credentials", { redirect: false, email, password });
    if (result?.ok && !result.error) return null;
    return signInErrorMessage(result?.error);
  } catch {
    return "Could not reach the server. Check your connection and try again.";
  }
}

function signInErrorMessage(error: string | null | undefined): string {
  if (error === "CredentialsSignin") return INVALID_CREDENTIALS_MESSAGE;
  if (error === "LocalLoginDisabled") return "Signing in with a password is disabled on this server.";
  // next-auth passes a message thrown by the provider through; the rate limiter's says "too many".
  if (error && /too many/i.test(error)) return TOO_MANY_ATTEMPTS_MESSAGE;
  return "Sign-in failed. Please try again.";
}
