import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { signatureHeader } from "./sign-payload";

describe("signatureHeader", () => {
  const body = '{"id":"7","type":"entity.created"}';

  it("is t=<seconds>,v1=<hex HMAC-SHA256 of '<t>.<body>'> with the secret", () => {
    const header = signatureHeader("whsec_abc", body, 1_700_000_000.9);
    const expected = createHmac("sha256", "whsec_abc").update(`1700000000.${body}`).digest("hex");
    expect(header).toBe(`t=1700000000,v1=${expected}`);
    expect(header).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
  });

  it("changes with the secret, the body and the time", () => {
    const base = signatureHeader("s1", body, 100);
    expect(signatureHeader("s2", body, 100)).not.toBe(base);
    expect(signatureHeader("s1", `${body} `, 100)).not.toBe(base);
    expect(signatureHeader("s1", body, 101).split(",")[1]).not.toBe(base.split(",")[1]);
  });

  it("matches a value computed with openssl dgst -sha256 -hmac", () => {
    expect(signatureHeader("whsec_abc", body, 1_700_000_000)).toBe(
      "t=1700000000,v1=27117538052e85bb14151923a549548b446ac89f58b8fc096760a46b159ae8bd",
    );
  });
});
