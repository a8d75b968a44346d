import { describe, expect, it } from "vitest";
import { shapeProblems } from "../support/openapi-shape";
import { api, newUser } from "./client";

describe("answers have HomeBox's shapes", () => {
  it("users, groups, status, currencies, API keys and invitations", async () => {
    const user = await newUser();
    const checks: Array<[unknown, string, string[]?]> = [
      [(await api("/v1/status")).body, "v1.APISummary"],
      [(await api("/v1/currencies")).body[0], "currencies.Currency"],
      [(await api("/v1/users/self", { token: user.token })).body.item, "repo.UserOut"],
      [(await api("/v1/groups", { token: user.token })).body, "repo.Group"],
      [(await api("/v1/groups/all", { token: user.token })).body[0], "repo.Group"],
      [
        (await api("/v1/users/self/api-keys", { method: "POST", token: user.token, body: { name: "k" } }))
          .body,
        "repo.APIKeyCreatedOut",
      ],
      [(await api("/v1/users/self/api-keys", { token: user.token })).body[0], "repo.APIKeyOut"],
      [
        (await api("/v1/groups/invitations", { method: "POST", token: user.token, body: { uses: 2 } })).body,
        "v1.GroupInvitation",
      ],
      [(await api("/v1/groups/invitations", { token: user.token })).body[0], "repo.GroupInvitation"],
      [
        (
          await api("/v1/users/login", {
            method: "POST",
            body: { username: user.email, password: "correct horse battery" },
          })
        ).body,
        "v1.TokenResponse",
      ],
    ];
    const members = (await api("/v1/groups/members", { token: user.token })).body[0];
    const { role, ...summary } = members;
    expect(role).toBe("owner");
    checks.push([summary, "repo.UserSummary"]);
    const problems = checks.flatMap(([value, schema, optional]) => shapeProblems(value, schema, optional));
    expect(problems).toEqual([]);
  });

  it("the checker itself catches a missing field, an extra field and a wrong type", () => {
    const problems = shapeProblems({ id: 5, name: "x", bogus: true }, "repo.Group");
    expect(problems).toEqual(
      expect.arrayContaining([
        "repo.Group.id: integer where string is expected",
        "repo.Group.bogus: not in the HomeBox schema",
        "repo.Group.currency: missing",
      ]),
    );
  });
});
