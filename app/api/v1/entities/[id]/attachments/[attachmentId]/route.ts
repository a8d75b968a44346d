import { deleteAttachment } from "@/lib/attachments/delete-attachment";
import { downloadAttachment } from "@/lib/attachments/download-attachment";
import { updateAttachment } from "@/lib/attachments/update-attachment";
import { apiRoute } from "@/lib/http/api-route";
import { attachmentParams, attachmentUpdate } from "@/lib/schemas/attachments";
import { entityOut } from "@/lib/schemas/entities";

export const GET = apiRoute(
  {
    access: "tenant",
    allowAttachmentToken: true,
    params: attachmentParams,
    summary: "Download an attachment (302 to the URL for a link)",
    responseMediaType: "application/octet-stream",
  },
  ({ tenant, params }) => downloadAttachment(tenant, params.id, params.attachmentId),
);

export const PUT = apiRoute(
  {
    access: "tenant",
    params: attachmentParams,
    body: attachmentUpdate,
    summary: "Change an attachment's type, title or primary flag",
    response: entityOut,
  },
  ({ tenant, params, body }) => updateAttachment(tenant, params.id, params.attachmentId, body),
);

export const DELETE = apiRoute(
  { access: "tenant", params: attachmentParams, status: 204, summary: "Delete an attachment" },
  ({ tenant, params }) => deleteAttachment(tenant, params.id, params.attachmentId),
);
