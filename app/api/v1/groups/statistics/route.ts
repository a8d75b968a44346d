import { apiRoute } from "@/lib/http/api-route";
import { getGroupStatistics } from "@/lib/statistics/group-statistics";

export const GET = apiRoute({ access: "tenant" }, ({ tenant }) => getGroupStatistics(tenant));
