import { redirect } from "next/navigation";
import { cache } from "react";
import { currentUser, type CurrentUser } from "@/lib/auth/current-user";
import type { TenantContext } from "@/lib/auth/principal";
import { tenantOfUser } from "@/lib/auth/tenant-of-user";

/**
 * The signed-in user of a page, or a redirect to /login. Cached per request: the layout and the
 * page render in parallel, so each must check on its own, and they should not ask twice.
 */
export const requireUser = cache(async (): Promise<CurrentUser> => {
  const user = await currentUser();
  if (!user) redirect("/login");
  return user;
});

/**
 * The one way a page gets its tenant: the signed-in user on their current group, with the role
 * their membership really has (the same facts an API route resolves). Null when the user belongs
 * to no group, so the page can show its empty state; signed out redirects to /login.
 */
export const pageTenant = cache(async (): Promise<TenantContext | null> => tenantOfUser(await requireUser()));
