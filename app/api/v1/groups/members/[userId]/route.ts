import { z } from "zod";
import { removeMember } from "@/lib/groups/groups";
import { apiRoute } from "@/lib/http/api-route";

export const DELETE = apiRoute(
  {
    access: "tenant",
    role: "owner",
    params: z.object({ userId: z.uuid() }),
    status: 204,
    summary: "Remove a member from the group",
  },
  async ({ tenant, params }) => {
    await removeMember(tenant, params.userId);
  },
);
