import { signIn } from "next-auth/react";

/** Why a sign-in failed; the forms say it in the reader's language (auth.signInError). */
export type SignInFailure = "invalid" | "tooMany" | "localDisabled" | "unreachable" | "failed";

/** Signs in through next-auth's credentials provider; returns why it failed, or null on success. */
export async function signInWithPassword(email: string, password: string): Promise<SignInFailure | null> {
  try {
    const result = await signIn("credentials", { redirect: false, email, password });
    if (result?.ok && !result.error) return null;
    return signInFailure(result?.error);
  } catch {
    return "unreachable";
  }
}

function signInFailure(error: string | null | undefined): SignInFailure {
  if (error === "CredentialsSignin") return "invalid";
  if (error === "LocalLoginDisabled") return "localDisabled";
  // next-auth passes a message thrown by the provider through; the rate limiter's says "too many".
  if (error && /too many/i.test(error)) return "tooMany";
  return "failed";
}
