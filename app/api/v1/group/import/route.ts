import { startImport } from "@/lib/collection/start-import";
import { apiRoute } from "@/lib/http/api-route";
import { collectionImportFields, collectionJobOut } from "@/lib/schemas/collection";

export const POST = apiRoute(
  {
    access: "tenant",
    role: "owner",
    status: 202,
    multipart: { fields: collectionImportFields, file: "file" },
    summary: "Restore a backup zip into this group (it must hold only its seeded data)",
    response: collectionJobOut,
  },
  ({ tenant, request }) => startImport(tenant, request),
);
