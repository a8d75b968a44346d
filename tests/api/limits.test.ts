import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ownServer } from "../support/own-server";
import type { RunningServer } from "../support/server";
import { api, expectErrorBody, uniqueEmail } from "./client";

const password = "correct horse battery";

/** A server of its own, with a low registration limit. */
describe("limits on a server of its own", () => {
  const cleanups: Array<() => Promise<void>> = [];
  let server: RunningServer;

  beforeAll(async () => {
    ({ server } = await ownServer("limits", { REGISTRATIONS_PER_ADDRESS_PER_HOUR: "3" }, cleanups));
  }, 120_000);

  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  const register = (email: string, ip: string) =>
    api("/v1/users/register", {
      method: "POST",
      base: server.baseUrl,
      ip,
      body: { name: "Limited", email, password },
    });

  it("registration: at most REGISTRATIONS_PER_ADDRESS_PER_HOUR accounts per client address, then 429 with Retry-After", async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 3; attempt++)
      statuses.push((await register(uniqueEmail("many"), "10.90.0.1")).status);
    expect(statuses).toEqual([204, 204, 204]);
    const refused = await register(uniqueEmail("many"), "10.90.0.1");
    expectErrorBody(refused, 429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(3000);
    // The address the trusted proxy added counts, not one the client wrote before it.
    expectErrorBody(await register(uniqueEmail("many"), "6.6.6.6, 10.90.0.1"), 429);
    expect((await register(uniqueEmail("other"), "10.90.0.2")).status).toBe(204);
  });
});
