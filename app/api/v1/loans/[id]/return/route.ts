import { apiRoute, idParams } from "@/lib/http/api-route";
import { returnLoan } from "@/lib/loans/return-loan";
import { loanOut, returnLoanInput } from "@/lib/schemas/loans";

export const POST = apiRoute(
  {
    access: "tenant",
    params: idParams,
    body: returnLoanInput,
    summary: "Cairn: mark a loan returned (409 when it already was)",
    response: loanOut,
  },
  ({ tenant, params, body }) => returnLoan(tenant, params.id, body),
);
