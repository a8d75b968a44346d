import { z } from "zod";
import { acceptInvitation, deleteInvitation } from "@/lib/groups/invitations";
import { apiRoute, idParams } from "@/lib/http/api-route";
import { invitationAcceptedOut } from "@/lib/schemas/groups";

/** Accepting takes the invitation's token (what the invitee was given), not its id. */
export const POST = apiRoute(
  {
    access: "user",
    params: z.object({ id: z.string().min(16).max(128) }),
    summary: "Join a group with an invitation token",
    response: invitationAcceptedOut,
  },
  ({ principal, params }) => acceptInvitation(principal.userId, params.id),
);

export const DELETE = apiRoute(
  { access: "tenant", role: "owner", params: idParams, status: 204, summary: "Withdraw an invitation" },
  async ({ tenant, params }) => {
    await deleteInvitation(tenant, params.id);
  },
);
