import { apiRoute, idParams } from "@/lib/http/api-route";
import { checkOutEntity } from "@/lib/loans/check-out-entity";
import { listEntityLoans } from "@/lib/loans/list-entity-loans";
import { checkOutInput, entityLoansOut, entityLoansQuery, loanOut } from "@/lib/schemas/loans";

export const GET = apiRoute(
  {
    access: "tenant",
    params: idParams,
    query: entityLoansQuery,
    summary: "Cairn: an item's loans, with how many of it are out and available",
    response: entityLoansOut,
  },
  ({ tenant, params, query }) => listEntityLoans(tenant, params.id, query.state),
);

export const POST = apiRoute(
  {
    access: "tenant",
    params: idParams,
    body: checkOutInput,
    status: 201,
    summary: "Cairn: lend an item out (check it out to a member or a named person)",
    response: loanOut,
  },
  ({ tenant, params, body }) => checkOutEntity(tenant, params.id, body),
);
