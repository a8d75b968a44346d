import { apiRoute } from "@/lib/http/api-route";
import { clientIp } from "@/lib/http/client-address";
import { resetPasswordRequest } from "@/lib/schemas/users";
import { resetPassword } from "@/lib/users/reset-password";

export const POST = apiRoute(
  {
    access: "public",
    body: resetPasswordRequest,
    status: 204,
    summary:
      "Set a new password with the token from a reset email; signs out every session, deletes every API key",
  },
  async ({ request, body }) => {
    await resetPassword(body, `${clientIp(request)}|reset-password`);
  },
);
