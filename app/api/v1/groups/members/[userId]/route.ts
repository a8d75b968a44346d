import { z } from "zod";
import { removeMember, setMemberRole } from "@/lib/groups/groups";
import { apiRoute } from "@/lib/http/api-route";
import { memberOut, memberRoleUpdate } from "@/lib/schemas/groups";

export const PATCH = apiRoute(
  {
    access: "tenant",
    role: "owner",
    params: z.object({ userId: z.uuid() }),
    body: memberRoleUpdate,
    summary: "Change a member's role (owner, user or the read-only viewer)",
    response: memberOut,
  },
  ({ tenant, params, body }) => setMemberRole(tenant, params.userId, body),
);

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
