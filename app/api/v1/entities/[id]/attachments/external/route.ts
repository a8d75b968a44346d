import { createExternalAttachment } from "@/lib/attachments/create-external-attachment";
import { apiRoute, idParams } from "@/lib/http/api-route";
import { externalAttachmentCreate } from "@/lib/schemas/attachments";
import { entityOut } from "@/lib/schemas/entities";

export const POST = apiRoute(
  {
    access: "tenant",
    params: idParams,
    body: externalAttachmentCreate,
    status: 201,
    summary: "Add an external link as an attachment",
    response: entityOut,
  },
  ({ tenant, params, body }) => createExternalAttachment(tenant, params.id, body),
);
