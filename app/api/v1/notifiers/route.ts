import { z } from "zod";
import { apiRoute } from "@/lib/http/api-route";
import { createNotifier } from "@/lib/notifiers/create-notifier";
import { listNotifiers } from "@/lib/notifiers/list-notifiers";
import { notifierCreate, notifierOut } from "@/lib/schemas/notifiers";

export const GET = apiRoute(
  { access: "tenant", summary: "List your notifiers in the group", response: z.array(notifierOut) },
  ({ tenant }) => listNotifiers(tenant),
);

export const POST = apiRoute(
  {
    access: "tenant",
    // A notifier is the caller's own (reminders to them), not the group's.
    viewer: "own",
    body: notifierCreate,
    status: 201,
    summary: "Create a notifier",
    response: notifierOut,
  },
  ({ tenant, body }) => createNotifier(tenant, body),
);
