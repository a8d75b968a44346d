import { describe, expect, it } from "vitest";
import { api, newUser } from "./client";

const ip = `10.94.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;

// Found by the authorization matrix on PostgreSQL: group-wide actions run side by side deadlocked
// (40P01) and one of them answered 500.
describe("group-wide actions at the same time", () => {
  it("never answer 500, on a group with items", async () => {
    const failures: string[] = [];
    for (let round = 0; round < 4; round++) {
      const user = await newUser();
      await Promise.all(
        Array.from({ length: 5 }, (_, n) =>
          api("/v1/entities", { method: "POST", token: user.token, ip, body: { name: `thing ${n}` } }),
        ),
      );
      const actions: Array<[string, unknown?]> = [
        ["/v1/actions/ensure-asset-ids"],
        ["/v1/actions/ensure-import-refs"],
        ["/v1/actions/wipe-inventory", { wipeTags: true, wipeLocations: true, wipeMaintenance: true }],
        ["/v1/actions/ensure-asset-ids"],
        ["/v1/actions/ensure-import-refs"],
        ["/v1/actions/zero-item-time-fields"],
        ["/v1/actions/set-primary-photos"],
        ["/v1/actions/create-missing-thumbnails"],
      ];
      const answers = await Promise.all(
        actions.map(async ([path, body]) => {
          const response = await api(path, { method: "POST", token: user.token, ip, body });
          return `${path} ${response.status} ${response.text}`;
        }),
      );
      failures.push(...answers.filter((answer) => !/ 200 /.test(answer)));
    }
    expect(failures).toEqual([]);
  }, 120_000);
});
