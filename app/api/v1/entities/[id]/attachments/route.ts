import { createAttachment } from "@/lib/attachments/create-attachment";
import { apiRoute, idParams } from "@/lib/http/api-route";
import { attachmentUploadFields } from "@/lib/schemas/attachments";
import { entityOut } from "@/lib/schemas/entities";

export const POST = apiRoute(
  {
    access: "tenant",
    params: idParams,
    status: 201,
    multipart: { fields: attachmentUploadFields, file: "file" },
    summary: "Upload an attachment (a retry with the same Idempotency-Key answers the first result)",
    idempotent: true,
    response: entityOut,
  },
  ({ tenant, params, request }) => createAttachment(tenant, params.id, request),
);
