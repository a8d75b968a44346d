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
  const behind = (xff: string | undefined, hops?: number) =>
    clientIp(
      new Request("http://10.0.0.5:7745/", {
        headers: { [CLIENT_IP_HEADER]: "10.0.0.1", ...(xff === undefined ? {} : { "x-forwarded-for": xff }) },
      }),
      { trustProxy: true, publicUrl: undefined, trustProxyHops: hops },
    );

  it("takes the socket address unless the proxy is trusted", () => {
    expect(clientIp(request, { trustProxy: false, publicUrl: undefined })).toBe("10.0.0.1");
  });

  it("behind a trusted proxy, takes the address the proxy added (right-most), not what the client wrote", () => {
    expect(clientIp(request, { trustProxy: true, publicUrl: undefined })).toBe("10.0.0.1");
    expect(behind("6.6.6.6, 203.0.113.7")).toBe("203.0.113.7");
    expect(behind("203.0.113.7")).toBe("203.0.113.7");
    expect(behind(" 6.6.6.6 ,, 203.0.113.7 , ")).toBe("203.0.113.7");
  });

  it("takes the Nth address from the right with TRUST_PROXY_HOPS=N, the left-most when there are fewer", () => {
    expect(behind("6.6.6.6, 203.0.113.7, 10.0.0.9", 2)).toBe("203.0.113.7");
    expect(behind("203.0.113.7, 10.0.0.9", 3)).toBe("203.0.113.7");
  });

  it("falls back to the socket address without X-Forwarded-For", () => {
    expect(behind(undefined)).toBe("10.0.0.1");
    expect(behind("")).toBe("10.0.0.1");
  });
});
