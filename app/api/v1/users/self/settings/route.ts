import { apiRoute } from "@/lib/http/api-route";
import { userSettings } from "@/lib/schemas/users";
import { getSettings, replaceSettings } from "@/lib/users/self";

export const GET = apiRoute({ access: "user" }, async ({ principal }) => ({
  item: await getSettings(principal.userId),
}));

export const PUT = apiRoute({ access: "user", body: userSettings }, async ({ principal, body }) => ({
  item: await replaceSettings(principal.userId, body),
}));
