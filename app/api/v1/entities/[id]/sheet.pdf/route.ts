import { apiRoute, idParams } from "@/lib/http/api-route";
import { publicBaseUrl } from "@/lib/http/client-address";
import { itemSheet } from "@/lib/reports/item-sheet";

export const GET = apiRoute(
  {
    access: "tenant",
    params: idParams,
    summary: "Cairn: printable sheet of one entity (every field, photo, attachments, QR label) as PDF",
    responseMediaType: "application/pdf",
  },
  ({ tenant, params, request }) => itemSheet(tenant, params.id, request, publicBaseUrl(request)),
);
