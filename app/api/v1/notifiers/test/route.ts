import { apiRoute } from "@/lib/http/api-route";
import { testNotifier } from "@/lib/notifiers/test-notifier";
import { notifierTest } from "@/lib/schemas/notifiers";
import { chosenLocaleOf } from "@/lib/users/stored-display";

export const POST = apiRoute(
  {
    access: "tenant",
    // Tries a URL the caller is about to save as their own notifier; touches no record.
    viewer: "own",
    body: notifierTest,
    status: 204,
    summary: "Send a test message to a notifier URL",
  },
  async ({ body, tenant }) => {
    // The caller will own the notifier: the test speaks their language.
    await testNotifier(body.url, await chosenLocaleOf(tenant.userId));
  },
);
