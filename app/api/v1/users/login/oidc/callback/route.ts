import { oidcCallbackRedirect } from "@/lib/auth/oidc-redirects";
import { apiRoute } from "@/lib/http/api-route";
import { oidcCallbackQuery } from "@/lib/schemas/users";

export const dynamic = "force-dynamic";

export const GET = apiRoute(
  {
    access: "public",
    query: oidcCallbackQuery,
    status: 302,
    summary: "The OIDC provider's redirect, passed on to the sign-in callback",
  },
  async ({ request }) => oidcCallbackRedirect(request.nextUrl.search),
);
