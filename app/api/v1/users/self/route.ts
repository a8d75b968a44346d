import { apiRoute } from "@/lib/http/api-route";
import { selfOut, userUpdate } from "@/lib/schemas/users";
import { deleteSelf, getSelf, updateSelf } from "@/lib/users/self";

export const GET = apiRoute(
  { access: "user", summary: "Get the signed-in user", response: selfOut },
  async ({ principal }) => ({ item: await getSelf(principal.userId) }),
);

export const PUT = apiRoute(
  {
    access: "user",
    body: userUpdate,
    summary: "Change the user's name or email (a new email needs the current password)",
    response: selfOut,
  },
  async ({ principal, body }) => ({ item: await updateSelf(principal, body) }),
);

export const DELETE = apiRoute(
  { access: "user", status: 204, summary: "Delete the user's account" },
  async ({ principal }) => {
    await deleteSelf(principal.userId);
  },
);
