import { apiRoute } from "@/lib/http/api-route";
import { insuranceReport } from "@/lib/reports/insurance-report";
import { insuranceReportQuery } from "@/lib/schemas/reports";

export const GET = apiRoute(
  {
    access: "tenant",
    query: insuranceReportQuery,
    summary:
      "Cairn: insurance report PDF of the whole inventory, one location (with everything inside) or one tag; replacement value = purchase price × quantity",
    responseMediaType: "application/pdf",
  },
  ({ tenant, query, request }) => insuranceReport(tenant, query, request),
);
