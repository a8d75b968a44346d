import { downloadExport } from "@/lib/collection/download-export";
import { apiRoute } from "@/lib/http/api-route";
import { collectionJobParams } from "@/lib/schemas/collection";

export const GET = apiRoute(
  {
    access: "tenant",
    params: collectionJobParams,
    summary: "Download a completed backup zip (409 until it is ready)",
    responseMediaType: "application/zip",
  },
  ({ tenant, params }) => downloadExport(tenant, params.id),
);
