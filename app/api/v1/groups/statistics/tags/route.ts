import { z } from "zod";
import { apiRoute } from "@/lib/http/api-route";
import { totalsByOrganizerOut } from "@/lib/schemas/statistics";
import { tagTotals } from "@/lib/statistics/organizer-totals";

export const GET = apiRoute(
  { access: "tenant", summary: "Inventory value per tag", response: z.array(totalsByOrganizerOut) },
  ({ tenant }) => tagTotals(tenant),
);
