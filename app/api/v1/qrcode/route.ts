import { qrCodeImage } from "@/lib/labels/qr-code-image";
import { apiRoute } from "@/lib/http/api-route";
import { qrCodeQuery } from "@/lib/schemas/labels";

export const GET = apiRoute(
  {
    access: "user",
    allowAttachmentToken: true,
    query: qrCodeQuery,
    summary: "Encode text as a QR code image",
    responseMediaType: "image/png",
  },
  ({ query }) => qrCodeImage(query.data),
);
