import { apiRoute } from "@/lib/http/api-route";
import { groupStatisticsOut } from "@/lib/schemas/statistics";
import { getGroupStatistics } from "@/lib/statistics/group-statistics";

export const GET = apiRoute(
  { access: "tenant", summary: "Totals of the group's inventory", response: groupStatisticsOut },
  ({ tenant }) => getGroupStatistics(tenant),
);
