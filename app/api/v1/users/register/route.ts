import { config } from "@/lib/config/env";
import { apiRoute } from "@/lib/http/api-route";
import { clientIp } from "@/lib/http/client-address";
import { localeOfRequest } from "@/lib/i18n/negotiate";
import { registerRequest } from "@/lib/schemas/users";
import { registerUser } from "@/lib/users/register-user";

export const POST = apiRoute(
  { access: "public", body: registerRequest, status: 204, summary: "Create an account" },
  async ({ request, body }) => {
    await registerUser(body, {
      allowRegistration: config().allowRegistration,
      clientAddress: clientIp(request),
      // The new home's locations and tags are named in the language the person signed up in.
      locale: localeOfRequest(request),
    });
  },
);
