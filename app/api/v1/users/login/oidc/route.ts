import { oidcLoginRedirect } from "@/lib/auth/oidc-redirects";
import { apiRoute } from "@/lib/http/api-route";

export const dynamic = "force-dynamic";

export const GET = apiRoute(
  { access: "public", status: 302, summary: "Start signing in through the OIDC provider" },
  async () => oidcLoginRedirect(),
);
