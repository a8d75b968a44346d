import { describe, expect, it } from "vitest";
import { api, expectErrorBody, login, newUser, uniqueEmail } from "./client";

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

describe("a new account's seeded home", () => {
  async function signUp(headers: Record<string, string>) {
    const email = uniqueEmail("seed");
    const registered = await api("/v1/users/register", {
      method: "POST",
      headers,
      body: { name: "Jo", email, password: "correct horse battery" },
    });
    expect(registered.status).toBe(204);
    const { token } = await login(email, "correct horse battery");
    const group = await api("/v1/groups", { token });
    const locations = await api("/v1/entities/tree", { token });
    const tags = await api("/v1/tags", { token });
    const names = (list: { name: string }[] | { items: { name: string }[] }) =>
      (Array.isArray(list) ? list : list.items).map((entry) => entry.name).sort();
    return { group: group.body.name, locations: names(locations.body), tags: names(tags.body) };
  }

  it("is named in the language the person signed up in", async () => {
    const german = await signUp({ "Accept-Language": "de-DE,de;q=0.9,en;q=0.5" });
    expect(german.group).toBe("Zuhause von Jo");
    expect(german.locations).toContain("Keller");
    expect(german.tags).toContain("Wichtig");
    const japanese = await signUp({ Cookie: "cairn-locale=ja", "Accept-Language": "de" });
    expect(japanese.locations).toContain("ガレージ");
  });

  it("stays English for clients that send no language, as HomeBox does", async () => {
    const plain = await signUp({});
    expect(plain.group).toBe("Jo's Home");
    expect(plain.locations).toEqual(
      ["Attic", "Basement", "Bathroom", "Bedroom", "Garage", "Kitchen", "Living Room", "Office"].sort(),
    );
  });
});
