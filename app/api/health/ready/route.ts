import { readinessResponse } from "@/lib/health/readiness-response";
import { apiRoute } from "@/lib/http/api-route";
import { readinessOut } from "@/lib/schemas/health";

export const dynamic = "force-dynamic";

export const GET = apiRoute(
  {
    access: "public",
    summary: "Database reachable, migrations applied, storage writable (503 when not)",
    response: readinessOut,
  },
  () => readinessResponse(),
);
