import { z } from "zod";
import { apiRoute } from "@/lib/http/api-route";
import { listGroupNotifiers } from "@/lib/notifiers/list-group-notifiers";
import { groupNotifierOut } from "@/lib/schemas/notifiers";

export const GET = apiRoute(
  {
    access: "tenant",
    role: "owner",
    summary: "List every member's notifiers in the group (URLs masked); Cairn's addition for owners",
    response: z.array(groupNotifierOut),
  },
  ({ tenant }) => listGroupNotifiers(tenant),
);
