import { redirect } from "next/navigation";
import { cache } from "react";
import { currentUser, type CurrentUser } from "@/lib/auth/current-user";

/**
 * The signed-in user, or a redirect to /login. Cached per request: the layout and the page both
 * need the user, and they render in parallel, so each must check on its own.
 */
export const requireUser = cache(async (): Promise<CurrentUser> => {
  const user = await currentUser();
  if (!user) redirect("/login");
  return user;
});
