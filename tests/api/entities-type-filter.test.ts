import { beforeAll, describe, expect, it } from "vitest";
import { api, expectErrorBody } from "./client";
import { createEntity, list, names, newHome, type Home } from "./entities-fixtures";

/**
 * `entityTypeIds` is a Cairn extension of `GET /v1/entities` (the web list's type filter): it
 * narrows to entities of the given types and still honours `isLocation` and the group.
 */
let home: Home;
let stranger: Home;
let toolTypeId: string;

beforeAll(async () => {
  [home, stranger] = await Promise.all([newHome(), newHome()]);
  const created = await api("/v1/entity-types", {
    method: "POST",
    token: home.token,
    body: { name: "Tool" },
  });
  expect(created.status).toBe(201);
  toolTypeId = created.body.id;
  await createEntity(home, { name: "Hammer", entityTypeId: toolTypeId });
  await createEntity(home, { name: "Saw", entityTypeId: toolTypeId });
  await createEntity(home, { name: "Vase" });
});

describe("GET /v1/entities?entityTypeIds=", () => {
  it("lists only entities of that type, with the total counting them alone", async () => {
    const body = await list(home, `entityTypeIds=${toolTypeId}`);
    expect(names(body.items)).toEqual(["Hammer", "Saw"]);
    expect(body.total).toBe(2);
  });

  it("several types are OR'ed; without the filter every item type is listed", async () => {
    const both = await list(home, `entityTypeIds=${toolTypeId}&entityTypeIds=${home.itemTypeId}`);
    expect(names(both.items)).toEqual(["Hammer", "Saw", "Vase"]);
    expect(names((await list(home)).items)).toEqual(["Hammer", "Saw", "Vase"]);
  });

  it("combines with isLocation: a location type lists locations only when isLocation=true", async () => {
    expect((await list(home, `entityTypeIds=${home.locationTypeId}`)).total).toBe(0);
    const locations = await list(home, `entityTypeIds=${home.locationTypeId}&isLocation=true`);
    expect(locations.total).toBe(8);
  });

  it("another group's type filters to nothing, and a malformed id is a 400", async () => {
    expect((await list(stranger, `entityTypeIds=${toolTypeId}`)).items).toEqual([]);
    expectErrorBody(await api("/v1/entities?entityTypeIds=nope", { token: home.token }), 400);
  });
});
