import { apiRoute } from "@/lib/http/api-route";
import { locationTotals } from "@/lib/statistics/organizer-totals";

export const GET = apiRoute({ access: "tenant" }, ({ tenant }) => locationTotals(tenant));
