import { describe, expect, it } from "vitest";
import { maskNotifierUrl } from "./mask-notifier-url";

describe("maskNotifierUrl", () => {
  it("keeps scheme and host, hides logins, tokens, topics and parameters", () => {
    expect(maskNotifierUrl("ntfy://alice:s3cret@ntfy.example.com/secret-topic")).toBe(
      "ntfy://ntfy.example.com/•••",
    );
    expect(maskNotifierUrl("gotify://gotify.lan:8080/AppToken")).toBe("gotify://gotify.lan:8080/•••");
    expect(maskNotifierUrl("discord://token@12345")).toBe("discord://12345/•••");
    expect(maskNotifierUrl("smtp://u:p@mail.example.com:587/?to=a@b.c")).toBe(
      "smtp://mail.example.com:587/•••",
    );
    expect(maskNotifierUrl("generic+https://hooks.example.com")).toBe("generic+https://hooks.example.com");
  });

  it("shows a mailto: address and never an unparsable URL", () => {
    expect(maskNotifierUrl("mailto:me@example.com")).toBe("mailto:me@example.com");
    expect(maskNotifierUrl("not a url")).toBe("•••");
  });
});
