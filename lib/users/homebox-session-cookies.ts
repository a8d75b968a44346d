import { answerWithCookies, homeboxSignInCookies, homeboxSignOutCookies } from "@/lib/auth/homebox-cookies";
import type { IssuedSession } from "@/lib/auth/sessions";
import { loginRequest, type RefreshResponse, type TokenResponse } from "@/lib/schemas/users";

/** The login answer with HomeBox's cookies, which HomeBox's web app needs to stay signed in. */
export function loginAnswerWithCookies(answer: TokenResponse, body: unknown): Response {
  return answerWithCookies(
    answer,
    homeboxSignInCookies({
      token: answer.token.replace(/^Bearer /, ""),
      attachmentToken: answer.attachmentToken,
      expiresAt: new Date(answer.expiresAt),
      remember: loginRequest.safeParse(body).data?.stayLoggedIn ?? false,
    }),
  );
}

/**
 * The refresh answer: `raw` is the bare token, as HomeBox answers it (only login adds "Bearer "),
 * and the cookies are renewed with it; HomeBox marks a refreshed session as not remembered.
 */
export function refreshAnswerWithCookies(session: IssuedSession): Response {
  const answer: RefreshResponse = {
    raw: session.token,
    attachmentToken: session.attachmentToken,
    expiresAt: session.expiresAt.toISOString(),
  };
  return answerWithCookies(answer, homeboxSignInCookies({ ...session, remember: false }));
}

/** A sign-out's 204 that also expires HomeBox's cookies, whichever credential signed out. */
export function signedOutAnswer(): Response {
  return answerWithCookies(undefined, homeboxSignOutCookies());
}
