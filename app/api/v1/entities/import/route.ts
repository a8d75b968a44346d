import { importEntities } from "@/lib/data-exchange/import-entities";
import { apiRoute } from "@/lib/http/api-route";
import { csvImportFields } from "@/lib/schemas/data-exchange";

export const POST = apiRoute(
  {
    access: "tenant",
    status: 204,
    multipart: { fields: csvImportFields, file: "csv" },
    summary: "Import entities from a HomeBox CSV or TSV file (all rows or none)",
  },
  ({ tenant, request }) => importEntities(tenant, request),
);
