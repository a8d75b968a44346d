import { apiRoute } from "@/lib/http/api-route";
import { clientIp } from "@/lib/http/client-address";
import { forgotPasswordRequest } from "@/lib/schemas/users";
import { localeOfRequest } from "@/lib/i18n/negotiate";
import { requestPasswordReset } from "@/lib/users/request-password-reset";

export const POST = apiRoute(
  {
    access: "public",
    body: forgotPasswordRequest,
    status: 204,
    summary: "Email a password reset link; answers 204 whether or not the account exists",
  },
  async ({ request, body }) => {
    await requestPasswordReset(body, { clientIp: clientIp(request), locale: localeOfRequest(request) });
  },
);
