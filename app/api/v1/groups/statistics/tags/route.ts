import { apiRoute } from "@/lib/http/api-route";
import { tagTotals } from "@/lib/statistics/organizer-totals";

export const GET = apiRoute({ access: "tenant" }, ({ tenant }) => tagTotals(tenant));
