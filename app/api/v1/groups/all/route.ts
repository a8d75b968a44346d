import { z } from "zod";
import { listGroupsOfUser } from "@/lib/groups/groups";
import { apiRoute } from "@/lib/http/api-route";
import { groupOut } from "@/lib/schemas/groups";

export const GET = apiRoute(
  { access: "user", summary: "List the groups the user belongs to", response: z.array(groupOut) },
  ({ principal }) => listGroupsOfUser(principal.userId),
);
