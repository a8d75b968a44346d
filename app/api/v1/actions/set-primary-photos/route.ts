import { setPrimaryPhotos } from "@/lib/attachments/set-primary-photos";
import { apiRoute } from "@/lib/http/api-route";
import { actionAmountOut } from "@/lib/schemas/entities";

export const POST = apiRoute(
  {
    access: "tenant",
    summary: "Give every entity with photos but no primary one its oldest photo as primary",
    response: actionAmountOut,
  },
  ({ tenant }) => setPrimaryPhotos(tenant),
);
