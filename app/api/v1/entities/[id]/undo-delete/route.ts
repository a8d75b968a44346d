import { undoDeleteEntity } from "@/lib/entities/undo-delete";
import { apiRoute, idParams } from "@/lib/http/api-route";
import { entityOut } from "@/lib/schemas/entities";

export const POST = apiRoute(
  {
    access: "tenant",
    params: idParams,
    etag: "read",
    summary:
      "Undo the delete of an entity (within a minute): it comes back with its fields, tags, attachments, maintenance, loans and place; 404 when there is nothing to undo",
    response: entityOut,
  },
  ({ tenant, params }) => undoDeleteEntity(tenant, params.id),
);
