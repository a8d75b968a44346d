import { apiRoute } from "@/lib/http/api-route";
import { listLoans } from "@/lib/loans/list-loans";
import { loanListQuery, loanPageOut } from "@/lib/schemas/loans";

export const GET = apiRoute(
  {
    access: "tenant",
    query: loanListQuery,
    summary: "Cairn: the group's loans (open, overdue, returned or all), optionally of one borrower",
    response: loanPageOut,
  },
  ({ tenant, query }) => listLoans(tenant, query),
);
