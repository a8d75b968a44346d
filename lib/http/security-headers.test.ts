import { describe, expect, it } from "vitest";
import {
  API_CONTENT_SECURITY_POLICY,
  pageContentSecurityPolicy,
  PERMISSIONS_POLICY,
} from "./security-headers.mjs";

const directive = (policy: string, name: string) =>
  policy
    .split(";")
    .map((part) => part.trim().split(/\s+/))
    .find(([key]) => key === name)
    ?.slice(1);

describe("pageContentSecurityPolicy", () => {
  it("lets scripts run only with the nonce, never inline or eval in production", () => {
    const policy = pageContentSecurityPolicy("abc123");
    expect(directive(policy, "script-src")).toEqual(["'self'", "'nonce-abc123'", "'strict-dynamic'"]);
    expect(policy).not.toContain("unsafe-eval");
    expect(directive(policy, "frame-ancestors")).toEqual(["'none'"]);
    expect(directive(policy, "object-src")).toEqual(["'none'"]);
    expect(directive(policy, "base-uri")).toEqual(["'self'"]);
  });

  it("adds unsafe-eval for scripts in development only (React's error overlay)", () => {
    expect(directive(pageContentSecurityPolicy("n", { development: true }), "script-src")).toContain(
      "'unsafe-eval'",
    );
  });
});

describe("static policies", () => {
  it("API answers load and frame nothing; only our pages may use the camera", () => {
    expect(directive(API_CONTENT_SECURITY_POLICY, "default-src")).toEqual(["'none'"]);
    expect(directive(API_CONTENT_SECURITY_POLICY, "frame-ancestors")).toEqual(["'none'"]);
    expect(PERMISSIONS_POLICY).toContain("camera=(self)");
    expect(PERMISSIONS_POLICY).toContain("microphone=()");
  });
});
