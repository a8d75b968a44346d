import { describe, expect, it } from "vitest";
import { readNotifierUrl } from "./parse-notifier-url";

describe("readNotifierUrl", () => {
  it("accepts the supported schemes", () => {
    for (const url of [
      "ntfy://ntfy.sh/topic",
      "discord://token@123",
      "slack://hook:a-b-c@webhook",
      "telegram://1:abc@telegram?chats=1",
      "gotify://host/token",
      "generic+https://host/path",
      "generic+http://host:8080/path",
      "mailto:me@example.com",
      "smtp://host:587/?to=me@example.com",
    ]) {
      expect(readNotifierUrl(url), url).not.toHaveProperty("problem");
    }
  });

  it("names the problem of an unusable URL", () => {
    expect(readNotifierUrl("https://example.com")).toEqual({
      problem: expect.stringMatching(/unsupported scheme/),
    });
    expect(readNotifierUrl("ntfy://ntfy.sh/")).toEqual({ problem: expect.stringMatching(/topic/) });
    expect(readNotifierUrl("::")).toEqual({ problem: "is not a valid URL" });
  });
});
