import { z } from "zod";
import { apiRoute } from "@/lib/http/api-route";
import { listBorrowers } from "@/lib/loans/list-borrowers";
import { borrowerSummaryOut } from "@/lib/schemas/loans";

export const GET = apiRoute(
  {
    access: "tenant",
    summary: "Cairn: everyone who borrowed from the group, with their open, overdue and total loans",
    response: z.array(borrowerSummaryOut),
  },
  ({ tenant }) => listBorrowers(tenant),
);
