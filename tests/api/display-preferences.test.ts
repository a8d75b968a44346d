import { describe, expect, it } from "vitest";
import { api, expectErrorBody, newUser } from "./client";

describe("/v1/users/self/display", () => {
  it("starts empty and keeps each change with the other choices and settings", async () => {
    const user = await newUser();
    expect((await api("/v1/users/self/display", { token: user.token })).body).toEqual({ item: {} });
    await api("/v1/users/self/settings", { method: "PUT", token: user.token, body: { theme: "dark" } });

    const first = await api("/v1/users/self/display", {
      method: "PATCH",
      token: user.token,
      body: { locale: "de", dateFormat: "iso" },
    });
    expect(first.status).toBe(200);
    expect(first.body.item).toEqual({ locale: "de", dateFormat: "iso" });

    const second = await api("/v1/users/self/display", {
      method: "PATCH",
      token: user.token,
      body: { weekStart: 1, timeZone: "Europe/Berlin", dateFormat: null },
    });
    expect(second.body.item).toEqual({ locale: "de", weekStart: 1, timeZone: "Europe/Berlin" });

    const settings = await api("/v1/users/self/settings", { token: user.token });
    expect(settings.body.item).toEqual({
      theme: "dark",
      display: { locale: "de", weekStart: 1, timeZone: "Europe/Berlin" },
    });
  });

  it("refuses what it does not know with the fields named", async () => {
    const user = await newUser();
    for (const body of [
      { locale: "xx" },
      { dateFormat: "yyyy" },
      { weekStart: 7 },
      { timeZone: "Mars/Olympus" },
      { colour: "red" },
    ]) {
      const response = await api("/v1/users/self/display", { method: "PATCH", token: user.token, body });
      expectErrorBody(response, 422);
    }
    expect((await api("/v1/users/self/display", { token: user.token })).body).toEqual({ item: {} });
  });

  it("needs a signed-in user", async () => {
    expectErrorBody(await api("/v1/users/self/display"), 401);
  });
});
