import { z } from "zod";
import { apiRoute } from "@/lib/http/api-route";
import { totalsByOrganizerOut } from "@/lib/schemas/statistics";
import { locationTotals } from "@/lib/statistics/organizer-totals";

export const GET = apiRoute(
  { access: "tenant", summary: "Inventory value per location", response: z.array(totalsByOrganizerOut) },
  ({ tenant }) => locationTotals(tenant),
);
