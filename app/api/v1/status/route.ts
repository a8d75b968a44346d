import { apiRoute } from "@/lib/http/api-route";
import { statusReportOut } from "@/lib/schemas/status";
import { getStatus } from "@/lib/status/get-status";

export const dynamic = "force-dynamic";

export const GET = apiRoute(
  { access: "public", summary: "Health, version and sign-in options", response: statusReportOut },
  () => getStatus(),
);
