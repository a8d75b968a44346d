import { exportBillOfMaterials } from "@/lib/data-exchange/export-bill-of-materials";
import { apiRoute } from "@/lib/http/api-route";

export const GET = apiRoute(
  {
    access: "tenant",
    summary: "Bill of materials of the group's items as CSV",
    responseMediaType: "text/csv",
  },
  ({ tenant }) => exportBillOfMaterials(tenant),
);
