import { apiRoute } from "@/lib/http/api-route";
import { publicBaseUrl } from "@/lib/http/client-address";
import { labelSheet } from "@/lib/labels/label-sheet";
import { labelSheetBody, labelSheetQuery } from "@/lib/schemas/labels";

export const GET = apiRoute(
  {
    access: "tenant",
    query: labelSheetQuery,
    summary: "Print-ready PDF of many entities' labels on a label sheet or roll (Cairn)",
    responseMediaType: "application/pdf",
  },
  ({ tenant, query, request }) => labelSheet(tenant, query, publicBaseUrl(request)),
);

export const POST = apiRoute(
  {
    access: "tenant",
    // The ids travel in the body because a sheet may name hundreds; it changes nothing.
    viewer: "read",
    body: labelSheetBody,
    summary: "The label sheet PDF for a list too long for a URL, as a JSON body (Cairn)",
    responseMediaType: "application/pdf",
  },
  ({ tenant, body, request }) => labelSheet(tenant, body, publicBaseUrl(request)),
);
