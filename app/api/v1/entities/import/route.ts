import { importEntities } from "@/lib/data-exchange/import-entities";
import { apiRoute } from "@/lib/http/api-route";
import { csvImportFields, csvImportQuery, csvImportReport } from "@/lib/schemas/data-exchange";

export const POST = apiRoute(
  {
    access: "tenant",
    multipart: { fields: csvImportFields, file: "csv" },
    query: csvImportQuery,
    response: csvImportReport,
    summary:
      "Import entities from a HomeBox CSV or TSV file (all rows or none); 204 as HomeBox, or with report=true what it did",
  },
  async ({ tenant, request, query }) => {
    const report = await importEntities(tenant, request);
    return query.report ? report : undefined;
  },
);
