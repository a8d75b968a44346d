import { ApiError } from "@/lib/http/errors";
import { OutboundFailed, OutboundRefused } from "@/lib/http-out/safe-fetch";
import { sendNotification } from "./send-notification";

export const TEST_MESSAGE = {
  title: "Cairn test notification",
  body: "This is a test notification from Cairn.",
};

/**
 * Sends the test message to a URL. A destination the guard refuses is the caller's input (422 on
 * `url`); a destination that fails or answers badly is 502. Messages name hosts, never URLs.
 */
export async function testNotifier(url: string): Promise<void> {
  try {
    await sendNotification(url, TEST_MESSAGE);
  } catch (error) {
    if (error instanceof OutboundRefused) {
      throw new ApiError("unprocessable", `url: ${error.message}`, { fields: { url: error.message } });
    }
    if (error instanceof OutboundFailed)
      throw new ApiError("bad_gateway", `the notification failed: ${error.message}`);
    throw error;
  }
}
