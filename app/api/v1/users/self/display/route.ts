import { apiRoute } from "@/lib/http/api-route";
import { displayPreferences, displayPreferencesOut } from "@/lib/schemas/display-preferences";
import { getDisplayPreferences, updateDisplayPreferences } from "@/lib/users/display-preferences";

export const GET = apiRoute(
  {
    access: "user",
    summary: "Get the user's language and date preferences (Cairn extension)",
    response: displayPreferencesOut,
  },
  async ({ principal }) => ({ item: await getDisplayPreferences(principal.userId) }),
);

export const PATCH = apiRoute(
  {
    access: "user",
    body: displayPreferences,
    summary: "Change the user's language and date preferences; null follows the browser (Cairn extension)",
    response: displayPreferencesOut,
  },
  async ({ principal, body }) => ({ item: await updateDisplayPreferences(principal.userId, body) }),
);
