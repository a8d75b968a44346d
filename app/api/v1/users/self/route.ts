import { apiRoute } from "@/lib/http/api-route";
import { userUpdate } from "@/lib/schemas/users";
import { deleteSelf, getSelf, updateSelf } from "@/lib/users/self";

export const GET = apiRoute({ access: "user" }, async ({ principal }) => ({
  item: await getSelf(principal.userId),
}));

export const PUT = apiRoute({ access: "user", body: userUpdate }, async ({ principal, body }) => ({
  item: await updateSelf(principal.userId, body),
}));

export const DELETE = apiRoute({ access: "user" }, async ({ principal }) => {
  await deleteSelf(principal.userId);
});
