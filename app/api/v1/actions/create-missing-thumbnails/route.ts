import { createMissingThumbnails } from "@/lib/attachments/create-missing-thumbnails";
import { apiRoute } from "@/lib/http/api-route";
import { actionAmountOut } from "@/lib/schemas/entities";

export const POST = apiRoute(
  {
    access: "tenant",
    summary: "Make the thumbnail of every image attachment that has none",
    response: actionAmountOut,
  },
  ({ tenant }) => createMissingThumbnails(tenant),
);
