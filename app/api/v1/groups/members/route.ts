import { z } from "zod";
import { listMembers } from "@/lib/groups/groups";
import { apiRoute } from "@/lib/http/api-route";
import { memberOut } from "@/lib/schemas/groups";

export const GET = apiRoute(
  { access: "tenant", summary: "List the group's members", response: z.array(memberOut) },
  ({ tenant }) => listMembers(tenant),
);
