import { apiRoute } from "@/lib/http/api-route";
import { livenessOut } from "@/lib/schemas/health";

export const dynamic = "force-dynamic";

export const GET = apiRoute(
  { access: "public", summary: "The process is up", response: livenessOut },
  async () => ({ status: "ok" as const }),
);
