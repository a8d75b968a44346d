import { cookies } from "next/headers";
import { cache } from "react";
import { db } from "@/lib/db/client";
import { displayPreferencesFromSettings, type DisplayPreferences } from "@/lib/i18n/preferences";
import { resolveSessionToken } from "./sessions";
import { sessionTokenFromCookies } from "./session-cookie";

export type CurrentUser = {
  id: string;
  name: string;
  email: string;
  groupId: string | null;
  display: DisplayPreferences;
};

/**
 * The signed-in user of a server component, or null. The session token must still be valid.
 * Cached per request: the layout, the page and the language lookup all ask.
 */
export const currentUser = cache(async (): Promise<CurrentUser | null> => {
  const raw = await sessionTokenFromCookies(await cookies());
  const session = raw ? await resolveSessionToken(raw) : null;
  if (!session || session.role !== "user") return null;
  const user = await db().user.findUnique({
    where: { id: session.userId },
    select: {
      id: true,
      name: true,
      email: true,
      defaultGroupId: true,
      settings: true,
      memberships: { select: { groupId: true }, orderBy: { createdAt: "asc" } },
    },
  });
  if (!user) return null;
  const groupIds = user.memberships.map((membership) => membership.groupId);
  const groupId = groupIds.includes(user.defaultGroupId ?? "") ? user.defaultGroupId : (groupIds[0] ?? null);
  const display = displayPreferencesFromSettings(parseJson(user.settings));
  return { id: user.id, name: user.name, email: user.email, groupId, display };
});

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
