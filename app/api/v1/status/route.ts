import { apiRoute } from "@/lib/http/api-route";
import { getStatus } from "@/lib/status/get-status";

export const dynamic = "force-dynamic";

export const GET = apiRoute({ access: "public" }, () => getStatus());
