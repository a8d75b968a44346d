import { apiRoute, idParams } from "@/lib/http/api-route";
import { testSavedNotifier } from "@/lib/notifiers/test-saved-notifier";

export const POST = apiRoute(
  {
    access: "tenant",
    // Tests the caller's own notifier.
    viewer: "own",
    params: idParams,
    status: 204,
    summary: "Send a test message to a saved notifier (its URL is never sent back, so test it by id)",
  },
  async ({ tenant, params }) => {
    await testSavedNotifier(tenant, params.id);
  },
);
