import { logoutEverywhere } from "@/lib/auth/sessions";
import { apiRoute } from "@/lib/http/api-route";
import { signedOutAnswer } from "@/lib/users/homebox-session-cookies";

export const POST = apiRoute(
  { access: "user", status: 204, summary: "Sign out every session of the user and delete their API keys" },
  async ({ principal }) => {
    await logoutEverywhere(principal.userId);
    return signedOutAnswer();
  },
);
