import { config } from "@/lib/config/env";
import { apiRoute } from "@/lib/http/api-route";
import { registerRequest } from "@/lib/schemas/users";
import { registerUser } from "@/lib/users/register-user";

export const POST = apiRoute(
  { access: "public", body: registerRequest, status: 204, summary: "Create an account" },
  async ({ body }) => {
    await registerUser(body, { allowRegistration: config().allowRegistration });
  },
);
