import { describe, expect, it } from "vitest";
import { CLIENT_IP_HEADER, clientIp, publicBaseUrl } from "./client-address";

const forwarded = {
  host: "10.0.0.5:7745",
  [CLIENT_IP_HEADER]: "10.0.0.1",
  "x-forwarded-for": "203.0.113.7, 10.0.0.1",
  "x-forwarded-proto": "https",
  "x-forwarded-host": "stuff.example.com",
};
const request = new Request("http://10.0.0.5:7745/api/v1/status", { headers: forwarded });

describe("publicBaseUrl", () => {
  it("prefers PUBLIC_URL", () => {
    expect(publicBaseUrl(request, { trustProxy: true, publicUrl: "https://cairn.example.org" })).toBe(
      "https://cairn.example.org",
    );
  });

  it("ignores X-Forwarded-* unless the proxy is trusted", () => {
    expect(publicBaseUrl(request, { trustProxy: false, publicUrl: undefined })).toBe("http://10.0.0.5:7745");
    expect(publicBaseUrl(request, { trustProxy: true, publicUrl: undefined })).toBe(
      "https://stuff.example.com",
    );
  });
});

describe("clientIp", () => {
  it("takes the socket address, or the first forwarded address behind a trusted proxy", () => {
    expect(clientIp(request, { trustProxy: false, publicUrl: undefined })).toBe("10.0.0.1");
    expect(clientIp(request, { trustProxy: true, publicUrl: undefined })).toBe("203.0.113.7");
  });
});
