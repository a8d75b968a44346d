import { apiRoute } from "@/lib/http/api-route";
import { userSettings, userSettingsOut } from "@/lib/schemas/users";
import { getSettings, replaceSettings } from "@/lib/users/self";

export const GET = apiRoute(
  { access: "user", summary: "Get the user's client settings", response: userSettingsOut },
  async ({ principal }) => ({ item: await getSettings(principal.userId) }),
);

export const PUT = apiRoute(
  {
    access: "user",
    body: userSettings,
    summary: "Replace the user's client settings",
    response: userSettingsOut,
  },
  async ({ principal, body }) => ({ item: await replaceSettings(principal.userId, body) }),
);
