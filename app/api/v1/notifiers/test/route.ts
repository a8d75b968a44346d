import { apiRoute } from "@/lib/http/api-route";
import { testNotifier } from "@/lib/notifiers/test-notifier";
import { notifierTest } from "@/lib/schemas/notifiers";

export const POST = apiRoute(
  { access: "tenant", body: notifierTest, status: 204, summary: "Send a test message to a notifier URL" },
  async ({ body }) => {
    await testNotifier(body.url);
  },
);
