import { apiRoute, idParams } from "@/lib/http/api-route";
import { deleteNotifier } from "@/lib/notifiers/delete-notifier";
import { updateNotifier } from "@/lib/notifiers/update-notifier";
import { notifierOut, notifierUpdate } from "@/lib/schemas/notifiers";

export const PUT = apiRoute(
  {
    access: "tenant",
    // Only the caller's own notifier (update-notifier.ts scopes by user).
    viewer: "own",
    params: idParams,
    body: notifierUpdate,
    summary: "Update a notifier (a null url keeps the stored one)",
    response: notifierOut,
  },
  ({ tenant, params, body }) => updateNotifier(tenant, params.id, body),
);

export const DELETE = apiRoute(
  {
    access: "tenant",
    // Only the caller's own notifier unless an owner (delete-notifier.ts).
    viewer: "own",
    params: idParams,
    status: 204,
    summary: "Delete a notifier (an owner may delete any of the group's)",
  },
  async ({ tenant, params }) => {
    await deleteNotifier(tenant, params.id);
  },
);
