import { expect, type APIRequestContext } from "@playwright/test";

/** The id of a location of the signed-in account's group by its exact name (e.g. a seeded one). */
export async function locationId(request: APIRequestContext, name: string): Promise<string> {
  const answer = await request.get("/api/v1/entities", { params: { isLocation: "true", q: name } });
  expect(answer.ok()).toBe(true);
  const { items } = (await answer.json()) as { items: Array<{ id: string; name: string }> };
  const location = items.find((entity) => entity.name === name);
  expect(location, `location ${name}`).toBeDefined();
  return location!.id;
}
